/** "What happens next": a short numbered list of what follows a request, under its own heading. */
export function NextSteps({
  id,
  title,
  steps,
  light = false,
}: {
  id: string;
  title: string;
  steps: readonly string[];
  light?: boolean;
}) {
  return (
    <div>
      <h3 id={id} className={`text-xl font-bold ${light ? 'text-white' : 'text-brand-800'}`}>
        {title}
      </h3>
      <ol aria-labelledby={id} className="mt-5 space-y-5">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span
              aria-hidden="true"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-cedar-600 font-bold text-white"
            >
              {index + 1}
            </span>
            <p className={`pt-1 leading-7 ${light ? 'text-brand-100' : 'text-ink-700'}`}>{step}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
