/**
 * A legal page body (Privacy Policy, Terms of Use): a table of contents on wide screens, the
 * sections with their headings, paragraphs and lists, and a closing Contact Us box.
 */
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { Inline, LegalBlock, LegalDocumentContent } from '../../content/schemas/legal';
import { slugify } from '../../content/slug';
import { Icon } from '../ui/Icon';
import { sectionWords } from '../../content/sectionWords';

function InlineText({ content }: { content: Inline[] }) {
  return (
    <>
      {content.map((part, index) => {
        if (typeof part === 'string') return <Fragment key={index}>{part}</Fragment>;
        if (part.href.startsWith('/'))
          return (
            <Link key={index} to={part.href}>
              {part.text}
            </Link>
          );
        return (
          <a key={index} href={part.href}>
            {part.text}
          </a>
        );
      })}
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'subheading') return <h3>{block.text}</h3>;
  if (block.kind === 'list') {
    return (
      <ul>
        {block.items.map((item, index) => (
          <li key={index}>
            <InlineText content={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p className="my-4">
      <InlineText content={block.content} />
    </p>
  );
}

const words = sectionWords.legal;

export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  const sections = document.sections.map((section) => ({ ...section, id: slugify(section.heading) }));
  const tocId = `${slugify(document.title)}-contents`;
  return (
    <div className="section bg-white">
      <div className="container-page grid gap-12 lg:grid-cols-[15rem_minmax(0,1fr)] xl:gap-16">
        <nav aria-labelledby={tocId} className="hidden lg:block">
          <div className="sticky top-28">
            <h2 id={tocId} className="text-sm font-semibold tracking-widest text-cedar-600 uppercase">
              {words.contents}
            </h2>
            <ol className="mt-4 space-y-1 border-l-2 border-ink-900/10">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-0.5 flex min-h-9 items-center border-l-2 border-transparent pl-4 text-sm text-ink-700 hover:border-brand-700 hover:text-brand-800"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="max-w-3xl">
          <p className="flex items-center gap-2 rounded-lg bg-sand-50 px-4 py-3 text-ink-700 ring-1 ring-ink-900/10">
            <Icon name="calendar" className="size-5 shrink-0 text-cedar-600" />
            <span>
              {/* One text node before the date, so the served HTML reads "Last updated: <time…>". */}
              {`${words.lastUpdated} `}
              <time dateTime={document.lastUpdated.iso} className="font-semibold text-ink-900">
                {document.lastUpdated.display}
              </time>
            </span>
          </p>
          <div className="prose-legal">
            {sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`}>{section.heading}</h2>
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} />
                ))}
              </section>
            ))}
          </div>
          <section
            aria-labelledby="legal-contact-title"
            className="mt-14 flex flex-col gap-6 rounded-2xl bg-brand-800 p-8 text-white sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <h2 id="legal-contact-title" className="font-display text-2xl font-bold">
                {document.contact.title}
              </h2>
              <p className="mt-2 text-brand-100">{document.contact.text}</p>
            </div>
            <Link to="/contact" className="btn-primary shrink-0">
              {words.contactLink}
            </Link>
          </section>
        </div>
      </div>
    </div>
  );
}
