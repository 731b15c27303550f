/**
 * The lead provider's intake form in an iframe, titled as content/forms.json says ("Intake Form"). The provider's form-embed
 * script is loaded only here, when a frame is about to show, never from the prerendered head: it
 * rewrites every iframe on the page and window.onmessage, and no third-party request belongs on page load.
 */
import { useEffect } from 'react';
import { leadProvider } from '../../content/business';
import { quoteBandWords } from '../../content/formWords';
import { isPrerendering } from '../../lib/environment';

let embedScript: Promise<void> | null = null;

/** Adds the provider's embed script once per page view. */
function loadEmbedScript(): Promise<void> {
  if (embedScript) return embedScript;
  embedScript = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = leadProvider.embedScriptUrl;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('The intake form script failed to load'));
    document.body.appendChild(script);
  }).catch(() => {
    // The frame itself still works without the script (it only auto-sizes the frame); allow a retry later.
    embedScript = null;
  });
  return embedScript;
}

export function IntakeFrame({ formId, height }: { formId: string; height: string }) {
  useEffect(() => {
    if (!isPrerendering()) void loadEmbedScript();
  }, []);
  return (
    <iframe
      src={`${leadProvider.formBaseUrl}${encodeURIComponent(formId)}`}
      title={quoteBandWords.intakeFrameTitle}
      loading="lazy"
      className="w-full rounded-lg border-0 bg-white"
      style={{ height }}
    />
  );
}
