import type { ClosingCtaContent } from '../../content/schemas/shapes';
import { ClosingBand } from './ClosingBand';
import { ActionLink } from '../ui/ActionLink';
import { Icon } from '../ui/Icon';
import { PhoneButtons } from '../ui/PhoneButtons';

/** The closing call to action: heading, benefits, guarantee, the main button and the phone number. */
export function ClosingCta({ content }: { content: ClosingCtaContent }) {
  const { action, guaranteeText, ...band } = content;
  return (
    <ClosingBand {...band}>
      {guaranteeText && (
        <p className="flex items-start gap-3 text-brand-50">
          <Icon name="shield" className="mt-0.5 size-6 shrink-0 text-sun-400" />
          <span>{guaranteeText}</span>
        </p>
      )}
      <ActionLink action={action} className="btn-primary mt-6 w-full" />
      <PhoneButtons light outline callOnly fill className="mt-3" />
    </ClosingBand>
  );
}
