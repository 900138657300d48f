import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { findCommand, MAX_COMMAND_LENGTH } from '../../src/notify/reply-parser';
import { htmlToText, MAX_HTML_READ } from '../../src/notify/reply-html';

const command = (mail: { text?: string; html?: string }) => {
  const r = findCommand(mail);
  return r.ok ? r.command : `! ${r.reason}`;
};

describe('the command in a reply is its first non-quoted line', () => {
  it(`a first line of ${MAX_COMMAND_LENGTH} characters is read; one longer is refused, saying why`, () => {
    expect(command({ text: `disc ${'3'.repeat(MAX_COMMAND_LENGTH - 5)}\n` })).toHaveLength(MAX_COMMAND_LENGTH);
    expect(command({ text: `disc ${'3'.repeat(MAX_COMMAND_LENGTH - 4)}\n` })).toBe(`! The first line is longer than ${MAX_COMMAND_LENGTH} characters; write only the command on it.`);
  });

  it('Gmail: the command above "On … wrote:" and the quoted mail', () => {
    const text = 'disc 3\r\n\r\nOn Sun, 22 Nov 2026 at 10:00, Play by mail <turns@pbm.example> wrote:\r\n> Your turn in Carolus Magnus\r\n> - disc 3\r\n';
    expect(command({ text })).toBe('disc 3');
  });

  it('an attribution wrapped onto two lines, and a reply written below the quote', () => {
    expect(command({ text: 'On Sun, 22 Nov 2026 at 10:00, Play by mail\n<turns@pbm.example> wrote:\n> - disc 3\n' })).toMatch(/^! /);
    expect(command({ text: '> It is your turn.\n> - court red\n\ncourt red\n' })).toBe('court red');
  });

  it('Outlook: the "From:" block and the underscores end the reply', () => {
    const text = 'court red\n\n________________________________\nFrom: Play by mail <turns@pbm.example>\nSent: Sunday\nSubject: Your turn\n\n- disc 3';
    expect(command({ text })).toBe('court red');
    expect(command({ text: '\n\n-----Original Message-----\nFrom: x\n- disc 3' })).toMatch(/^! The reply has no command/);
  });

  it('signatures and phone footers are not commands; decoration around the command is dropped', () => {
    expect(command({ text: '-- \nAna\n' })).toMatch(/^!/);
    expect(command({ text: 'Sent from my iPhone\n\n> disc 3' })).toMatch(/^!/);
    expect(command({ text: '  *emperor 2*  \n-- \nAna' })).toBe('emperor 2');
    expect(command({ text: 'El dom, 22 nov 2026 a las 10:00, PBM escribió:\n> disc 3' })).toMatch(/^!/);
  });

  it('HTML-only mail: the text before the quote, entities decoded, markup gone', () => {
    const html =
      '<html><head><style>p{color:red}</style></head><body><div dir="ltr">disc&nbsp;3<br></div><br>' +
      '<div class="gmail_quote"><div class="gmail_attr">On Sun wrote:</div><blockquote>court red</blockquote></div></body></html>';
    expect(command({ html })).toBe('disc 3');
    expect(command({ html: '<p>court &amp; red</p><blockquote type="cite">x</blockquote>' })).toBe('court & red');
    expect(htmlToText('<div>a</div><div>b<br/>c</div>').split('\n').filter(Boolean)).toEqual(['a', 'b', 'c']);
  });

  it('HTML: any <br>, with attributes too, and every block element end a line (issue 25)', () => {
    // iOS Mail: the signature starts right after the command, on the same line of markup.
    const ios = '<body dir="auto">entrance swordsman 1<br id="lineBreakAtBeginningOfSignature"><div dir="ltr">Sent from my iPhone</div></body>';
    expect(command({ html: ios })).toBe('entrance swordsman 1');
    expect(command({ html: 'disc 3<BR CLASS="x" >Ana' })).toBe('disc 3');
    const lines = (html: string) => htmlToText(html).split('\n').map((l) => l.trim()).filter(Boolean);
    expect(lines('a<p>b</p>c<section>d</section><h2>Ee</h2><ul><li>f</li></ul><table><tr><td>g</td><td>h</td></tr></table><pre>i</pre>j')).toEqual(
      ['a', 'b', 'c', 'd', 'Ee', '* f', 'g', 'h', 'i', 'j'],
    );
    // Links keep their words, without the address; named references decode (Spanish accents too).
    expect(lines('<a href="https://x.example/">court red</a><div>T&aacute;ctica &ntilde; &euro;</div>')).toEqual(['court red', 'Táctica ñ €']);
  });

  it('HTML: a reference that names no character reads as U+FFFD; it never throws (issue 25)', () => {
    expect(htmlToText('<div>a &#x110000; b &#9999999; c &#xD800; d &#0;</div>').trim()).toBe('a \ufffd b \ufffd c \ufffd d \ufffd');
    expect(command({ html: '<div>start courage</div><div>Ana &#x110000;</div><blockquote>x</blockquote>' })).toBe('start courage');
    expect(command({ html: '<div>&#9999999;</div>' })).toBe('\ufffd');
    // A NUL in the markup is a character like any other, not the end of the reply.
    expect(command({ html: '<div>\u0000disc 3</div>' })).toBe('\ufffddisc 3');
  });

  it('HTML: quotes are passed over, so a reply below one is read; Outlook’s history ends the reply', () => {
    expect(command({ html: '<div class="moz-cite-prefix">On 11/22/26, PBM wrote:</div><blockquote type="cite">disc 3</blockquote><p>court red</p>' })).toBe('court red');
    expect(command({ html: '<div class="gmail_quote"><div class="gmail_attr">On Sun wrote:</div><blockquote>disc 3</blockquote></div><div>court red</div>' })).toBe('court red');
    for (const start of ['<hr>', '<div id="appendonsend"></div>', '<div id="divRplyFwdMsg"><b>From:</b> PBM</div>']) {
      expect(command({ html: `<div><br></div>${start}<div>Hello Ana,</div><div>- disc 3</div>` })).toMatch(/^! The reply has no command/);
    }
  });

  it('HTML: what is read is bounded, so no markup takes long; deep nesting reads without failing', () => {
    const deep = `<div>disc 3</div>${'<div>'.repeat(120_000)}x`;
    const started = Date.now();
    expect(command({ html: deep })).toBe('disc 3');
    // Markup nested deeper than any mail client writes is left unread.
    expect(command({ html: `${'<span>'.repeat(50_000)}disc 4` })).toMatch(/^! The reply has no command/);
    expect(command({ html: '<'.repeat(200_000) })).toMatch(/^! The first line is longer than/);
    // Generous: the point is that the work does not grow with the mail past MAX_HTML_READ.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(command({ html: `<head><style>${'p{}'.repeat(MAX_HTML_READ)}</style></head><body><p>disc 5</p></body>` })).toBe('disc 5');
  });

  it('plain text: a reply written below the quote is read (Thunderbird’s default); an attribution above no quote ends the reply', () => {
    const bottom = 'On 11/22/26 10:00, Play by mail wrote:\n> Your turn\n> - disc 3\n\ncourt red\n\n-- \nAna\n';
    expect(command({ text: bottom })).toBe('court red');
    expect(command({ text: 'El 22/11/26 a las 10:00, Play by mail\nescribió:\n> - disc 3\n[...]\n\ncourt red' })).toBe('court red');
    expect(command({ text: 'On Sun, PBM wrote:\nHello Ana,\n- disc 3' })).toMatch(/^! The reply has no command/);
    for (const cut of ['[...]', '[…]', '[snip]', '<snip>']) expect(command({ text: `${cut}\ndisc 3` })).toBe('disc 3');
  });

  it('an empty text part falls back to the HTML part; a line that is too long is refused', () => {
    expect(command({ text: '  \n', html: '<p>disc 4</p>' })).toBe('disc 4');
    expect(command({ text: 'x'.repeat(201) })).toMatch(/longer than 200/);
    expect(command({})).toMatch(/no command/);
  });

  it('a real multipart reply from a mail client, parsed with postal-mime', async () => {
    const raw = [
      'From: Ana <ana@example.com>',
      'To: play+abc@pbm.example',
      'Subject: Re: Your turn in Carolus Magnus',
      'Message-ID: <reply-1@example.com>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset="UTF-8"',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'emperor=C2=A02',
      '',
      'Ana',
      '',
      'On Sun, 22 Nov 2026 at 10:00 Play by mail <turns@pbm.example> wrote:',
      '> It is your turn.',
      '--b1',
      'Content-Type: text/html; charset="UTF-8"',
      '',
      '<div>emperor 2</div><div class=3D"gmail_quote">x</div>',
      '--b1--',
      '',
    ].join('\r\n');
    const mail = await PostalMime.parse(raw);
    expect(command({ text: mail.text, html: mail.html })).toBe('emperor 2');
  });
});
