/**
 * The HTML sent to visitors posting without JavaScript (server/leads/noScriptHtml.ts): the 422 page
 * and the check-and-send page refill the form with what was sent, escaped, mark each invalid control
 * and group, and state the fence estimate the answers imply.
 */
import { estimateLine } from '../../src/lib/fenceEstimate';
import { checkAndSendHtml, formErrorHtml } from './noScriptHtml';

// Markup as Chromium serializes React's output: value before name, boolean attributes as ="".
const page =
  '<!DOCTYPE html><html><head><title>Contact</title><script defer="" src="/a.js"></script></head><body><div id="root">' +
  '<form method="post" action="/api/leads"><input type="hidden" value="contact" name="kind"><input type="hidden" value="contact" name="formId">' +
  '<input type="hidden" value="" name="idempotencyKey"><input type="hidden" value="" name="formToken">' +
  '<input class="field-input" id="contact-name" required="" maxlength="100" name="name"><!-- -->text<!-- -->' +
  '<textarea id="contact-message" name="message"></textarea></form></div></body></html>';

let n = 0;
const fresh = { token: () => `tok${++n}`, key: () => `key-${++n}` };

describe('formErrorHtml', () => {
  it('returns null when the page has no form of that kind', () => {
    expect(
      formErrorHtml({
        html: page,
        kind: 'quote',
        formId: 'sales',
        values: {},
        errors: {},
        fieldOrder: [],
        token: 't',
        idempotencyKey: 'k',
        fresh,
      }),
    ).toBeNull();
  });

  it('keeps values and escapes them', () => {
    const html = formErrorHtml({
      html: page,
      kind: 'contact',
      formId: 'contact',
      values: { name: '"><script>alert(1)</script>', message: '</textarea><script>x</script>' },
      errors: { email: 'Give us an email address or a phone number so we can reply.' },
      fieldOrder: ['name', 'email', 'phone', 'message'],
      token: 'tok',
      idempotencyKey: 'key-abcdefgh',
      fresh,
    })!;
    expect(html).not.toContain('<script');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('&lt;/textarea&gt;&lt;script&gt;x&lt;/script&gt;</textarea>');
    // An error for a field the form does not have is still listed, without a link.
    expect(html).toContain('<li>Give us an email address or a phone number so we can reply.</li>');
    expect(html).toContain('<!-- -->text<!-- -->');
  });
});

describe('checkAndSendHtml', () => {
  it('is the one form, refilled and escaped, under the page head without its scripts', () => {
    const html = checkAndSendHtml({
      html: page,
      kind: 'contact',
      formId: 'contact',
      values: { name: '"><script>alert(1)</script>', message: '</textarea><script>x</script>' },
      token: 'tok',
      idempotencyKey: 'key-abcdefgh',
    })!;
    expect(html).not.toContain('<script');
    expect(html).toContain('<title>Check and send your request | ');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('&lt;/textarea&gt;&lt;script&gt;x&lt;/script&gt;</textarea>');
    expect(html).toContain('<input type="hidden" value="tok" name="formToken">');
    expect(html).toContain('<input type="hidden" value="key-abcdefgh" name="idempotencyKey">');
    expect(html).not.toContain('<div id="root">');
  });

  it('returns null when the page has no form of that kind', () => {
    const input = { html: page, kind: 'quote', formId: 'dialog', values: {}, token: 't', idempotencyKey: 'k' };
    expect(checkAndSendHtml(input)).toBeNull();
  });
});

describe('a quote form with a kind of job and several answers', () => {
  // The radios of "What kind of job?" and a set of checkboxes, each in a fieldset marked data-field.
  const quotePage =
    '<!DOCTYPE html><html><head><title>Foundation repair</title></head><body><div id="root">' +
    '<form method="post" action="/api/leads"><input type="hidden" value="quote" name="kind"><input type="hidden" value="dialog" name="formId">' +
    '<input type="hidden" value="" name="idempotencyKey"><input type="hidden" value="" name="formToken">' +
    '<fieldset id="dialog-job" data-field="job"><legend>What kind of job?</legend>' +
    '<label><input type="radio" id="dialog-job-new" name="job" value="new">New</label>' +
    '<label><input type="radio" id="dialog-job-inspection" name="job" value="inspection" checked="">Inspection</label>' +
    '<label><input type="radio" id="dialog-job-repair" name="job" value="repair">Repair</label></fieldset>' +
    '<fieldset id="dialog-foundationSymptoms" data-field="foundationSymptoms"><legend>What are you seeing?</legend>' +
    '<label><input type="checkbox" name="foundationSymptoms" value="cracks">Cracks</label>' +
    '<label><input type="checkbox" name="foundationSymptoms" value="sticking-doors">Doors</label>' +
    '<label><input type="checkbox" name="foundationSymptoms" value="gaps">Gaps</label></fieldset>' +
    '</form></div></body></html>';
  const checked = (html: string) =>
    [...html.matchAll(/<input[^>]*value="([^"]+)"[^>]*checked[^>]*>/g)].map((match) => match[1]);

  it('the check-and-send page carries the job and every ticked box (a repeated field), and only those', () => {
    const checkPage = (values: Record<string, unknown>) =>
      checkAndSendHtml({
        html: quotePage,
        kind: 'quote',
        formId: 'dialog',
        values,
        token: 'tok',
        idempotencyKey: 'key-abcdefgh',
      })!;
    expect(checked(checkPage({ job: 'repair', foundationSymptoms: ['cracks', 'gaps'] }))).toEqual([
      'repair',
      'cracks',
      'gaps',
    ]);
    // One box ticked arrives as a plain string.
    expect(checked(checkPage({ job: 'inspection', foundationSymptoms: 'sticking-doors' }))).toEqual([
      'inspection',
      'sticking-doors',
    ]);
  });

  it('an error on a group marks each of its controls, ends the fieldset with the message, and the summary links to the fieldset', () => {
    const html = formErrorHtml({
      html: quotePage,
      kind: 'quote',
      formId: 'dialog',
      values: { job: 'staining', foundationSymptoms: ['cracks', 'ghosts'] },
      errors: { foundationSymptoms: 'Choose what you are seeing.', job: 'Choose what kind of job this is.' },
      fieldOrder: ['job', 'foundationSymptoms'],
      token: 'tok',
      idempotencyKey: 'key-abcdefgh',
      fresh,
    })!;
    expect(checked(html)).toEqual(['cracks']);
    expect(html).toContain(
      '<ul><li><a href="#dialog-job">Choose what kind of job this is.</a></li><li><a href="#dialog-foundationSymptoms">Choose what you are seeing.</a></li></ul>',
    );
    expect(html).toContain(
      'Repair</label><p id="dialog-job-error" class="field-error">Choose what kind of job this is.</p></fieldset>',
    );
    expect(html.match(/aria-describedby="dialog-foundationSymptoms-error"/g)).toHaveLength(3);
    expect(html.match(/name="job"[^>]*aria-invalid="true"/g)).toHaveLength(3);
  });
});

describe("the fence estimator's line", () => {
  const salesPage =
    '<!DOCTYPE html><html><head><title>Fences</title></head><body><form method="post" action="/api/leads">' +
    '<input type="hidden" value="quote" name="kind"><input type="hidden" value="sales" name="formId">' +
    '<input type="hidden" value="" name="idempotencyKey"><input type="hidden" value="" name="formToken">' +
    '<select name="fencePackage"><option value="">Choose</option><option value="premium">Premium</option></select>' +
    '<input type="number" name="fenceFeet"><output data-fence-estimate="">Your starting price shows here.</output>' +
    '</form></body></html>';
  const check = (values: Record<string, unknown>) =>
    checkAndSendHtml({ html: salesPage, kind: 'quote', formId: 'sales', values, token: 't', idempotencyKey: 'k' })!;

  it('says on the check-and-send page what the package and length imply, as the page would', () => {
    const html = check({ fencePackage: 'premium', fenceFeet: '150' });
    expect(html).toContain(`<output data-fence-estimate="">${estimateLine('premium', '150')}</output>`);
    expect(estimateLine('premium', '150')).toMatch(/^From \$[\d,]+ for 150 ft of Premium \(Residential\)$/);
    expect(html).toContain('<option value="premium" selected>');
    expect(html).toContain('value="150"');
  });

  it('names the limits for a length outside them, and keeps the prompt until both are given', () => {
    expect(check({ fencePackage: 'premium', fenceFeet: '5' })).toContain('from 10 to 10,000.</output>');
    expect(check({ fencePackage: 'premium', fenceFeet: '' })).toContain('>Your starting price shows here.</output>');
  });

  it('on the 422 page too', () => {
    const html = formErrorHtml({
      html: salesPage,
      kind: 'quote',
      formId: 'sales',
      values: { fencePackage: 'premium', fenceFeet: '150' },
      errors: { firstName: 'Enter your first name.' },
      fieldOrder: [],
      token: 't',
      idempotencyKey: 'k',
      fresh,
    })!;
    expect(html).toContain(`${estimateLine('premium', '150')}</output>`);
  });
});
