import type { CtaBannerContent } from '../content/schemas/shapes';
import { CtaBand } from './CtaBand';
import { CtaLink } from './CtaLink';
import { Icon } from './Icon';
import { PhoneButtons } from './PhoneButtons';

/** The closing call to action: heading, benefits, guarantee, the main button and the phone number. */
export function CtaBanner({ content }: { content: CtaBannerContent }) {
  const { action, guaranteeText, ...band } = content;
  return (
    <CtaBand {...band}>
      {guaranteeText && (
        <p className="flex items-start gap-3 text-brand-50">
          <Icon name="shield" className="mt-0.5 size-6 shrink-0 text-sun-400" />
          <span>{guaranteeText}</span>
        </p>
      )}
      <CtaLink action={action} className="btn-primary mt-6 w-full" />
      <PhoneButtons light outline callOnly fill className="mt-3" />
    </CtaBand>
  );
}
