/**
 * Moves a quote form's service and kind of job to a page's preselection, in the DOM: the select and
 * the radios are uncontrolled (so hydration keeps what a visitor chose before it), so a change of page
 * or of service that should move them is written to the controls themselves. Tiny and React-free: the
 * quote dialog also calls it on its served form before that form has hydrated.
 */
export function applyPreselection(form: HTMLFormElement, preselection: { service: string; job: string } | null): void {
  const service = form.elements.namedItem('service');
  if (service instanceof HTMLSelectElement && service.value !== (preselection?.service ?? ''))
    service.value = preselection?.service ?? '';
  for (const radio of form.querySelectorAll<HTMLInputElement>('input[type="radio"][name="job"]'))
    radio.checked = radio.value === preselection?.job;
}
