/**
 * Contact: phone, e-mail, the Garland office, hours, credentials and social profiles (each when set), the message
 * form, a lazily loaded map and the ten service-area cities.
 */
import { AreasServed } from '../components/sections/AreasServed';
import { ContactDetails } from '../components/sections/ContactDetails';
import { ContactForm } from '../components/forms/ContactForm';
import { MapEmbed } from '../components/ui/MapEmbed';
import { NextSteps } from '../components/sections/NextSteps';
import { PageHeader } from '../components/sections/PageHeader';
import { PhoneButtons } from '../components/ui/PhoneButtons';
import { Section } from '../components/ui/Section';
import { SocialLinks } from '../components/ui/SocialLinks';
import { TrustFacts } from '../components/sections/TrustFacts';
import { addressOneLine, business, contactServiceAreas, socialProfiles, trustFacts } from '../content/business';
import { areas, details, form, header, map, nextSteps, social, talk } from '../content/contact';
import { sectionHeadings } from '../content/sectionHeadings';

export default function ContactPage() {
  return (
    <>
      <PageHeader eyebrow={header.eyebrow} title={header.title}>
        {header.intro}
      </PageHeader>

      <section aria-labelledby="contact-details-title" className="bg-sand-50 py-12 md:py-16">
        <div className="container-page">
          <h2 id="contact-details-title" className="sr-only">
            {details.title}
          </h2>
          <ContactDetails copy={details} />
        </div>
      </section>

      <div className="section bg-white">
        <div className="container-page grid gap-12 lg:grid-cols-[1.5fr_1fr] lg:gap-16">
          <section id={form.anchor} aria-labelledby="contact-form-title" className="card self-start p-6 sm:p-8 lg:p-10">
            <h2 id="contact-form-title" className="heading-2">
              {form.title}
            </h2>
            <p className="mt-3 mb-8 leading-7 text-ink-700">{form.intro}</p>
            <ContactForm />
          </section>
          <div className="space-y-10">
            <NextSteps id="contact-next-steps" title={nextSteps.title} steps={nextSteps.steps} />
            <section aria-labelledby="contact-talk-title" className="rounded-2xl bg-brand-800 p-6 text-white sm:p-8">
              <h3 id="contact-talk-title" className="text-xl font-bold">
                {talk.title}
              </h3>
              <p className="mt-2 leading-7 text-brand-100">{talk.text}</p>
              <PhoneButtons light fill className="mt-5" />
            </section>
            {/* The credentials the operator has set (business.ts); none set, no section. */}
            {trustFacts.length > 0 && (
              <section aria-labelledby="contact-trust-title">
                <h3 id="contact-trust-title" className="mb-4 text-xl font-bold text-brand-800">
                  {sectionHeadings.trust.title}
                </h3>
                <TrustFacts facts={trustFacts} />
              </section>
            )}
            {/* Shown only once the business has set a profile URL in business.ts. */}
            {socialProfiles.length > 0 && (
              <section aria-labelledby="contact-social-title">
                <h3 id="contact-social-title" className="text-xl font-bold text-brand-800">
                  {social.title}
                </h3>
                <p className="mt-2 mb-4 leading-7 text-ink-700">{social.text}</p>
                <SocialLinks profiles={socialProfiles} />
              </section>
            )}
          </div>
        </div>
      </div>

      <Section id="map" tone="sand" heading={map}>
        <MapEmbed query={addressOneLine} title={map.frameTitle} label={business.name} />
      </Section>

      <Section id="service-area" heading={areas}>
        <AreasServed areas={contactServiceAreas} />
      </Section>
    </>
  );
}
