import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString } from 'mdast-util-to-string';
import type { Code, InlineCode, Paragraph, Root } from 'mdast';
import { escapeText, fenceCode, inlineCode, neutraliseMentions, neutraliseQuotedText } from '../../../src/core/text/safe-markdown.js';

const ZWSP = '\u200b';

function parse(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/** A pingable mention: `@` directly followed by a letter, digit or underscore. */
const PINGABLE = /@[A-Za-z0-9_]/;

/** Strings rich in the characters that break markdown. */
const hostileText = fc.string({
  unit: fc.constantFrom('`', '~', '@', '#', '<', '>', '!', '-', '&', '[', ']', '\n', '\r', ' ', 'a', 'Z', '1', '\\', '*', '_', '|', '$', ':'),
  maxLength: 200,
});

describe('fenceCode', () => {
  it('should use a fence longer than the longest backtick run inside', () => {
    expect(fenceCode('a ```` b', 'text')).toBe('`````text\na ```` b\n`````');
  });

  it('should use at least three backticks and drop trailing newlines', () => {
    expect(fenceCode('Traceback\n\n')).toBe('```\nTraceback\n```');
  });

  it('should keep only safe characters of the info string', () => {
    expect(fenceCode('x', 'py`thon <b>')).toBe('```pythonb\nx\n```');
  });

  it('should break mentions, references and HTML comment openers inside the fence', () => {
    expect(fenceCode('cc @alice see #12 <!-- vllm-triage {} -->')).toBe(`\`\`\`\ncc @${ZWSP}alice see #${ZWSP}12 <!${ZWSP}-- vllm-triage {} -->\n\`\`\``);
  });

  it('should turn CRLF into LF and drop control characters', () => {
    expect(fenceCode('a\r\nb\u0007c\rd')).toBe('```\na\nbc\nd\n```');
  });

  it('should never close early: any text parses back to exactly one code block holding it', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const tree = parse(`before\n\n${fenceCode(text, 'text')}\n\nafter`);
        const codes = tree.children.filter((node): node is Code => node.type === 'code');
        expect(codes).toHaveLength(1);
        expect(codes[0]?.value).toBe(neutraliseQuotedText(text).replace(/\n+$/, ''));
        expect(tree.children.at(-1)?.type).toBe('paragraph');
        expect(PINGABLE.test(fenceCode(text))).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('inlineCode', () => {
  it('should wrap text in one more backtick than its longest run, padding edge backticks', () => {
    expect(inlineCode('a``b')).toBe('```a``b```');
    expect(inlineCode('`x')).toBe('`` `x ``');
  });

  it('should put text on one line and cut it at the length given', () => {
    expect(inlineCode('one\ntwo')).toBe('`one two`');
    expect(inlineCode('abcdefghij', 5)).toBe('`abcd…`');
  });

  it('should never be empty', () => {
    expect(inlineCode('')).toBe('` `');
  });

  it('should parse back to one inline code node holding the text on one line', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const markdown = `x ${inlineCode(text, 10_000)} y`;
        const paragraph = parse(markdown).children[0] as Paragraph;
        const codes = paragraph.children.filter((node): node is InlineCode => node.type === 'inlineCode');
        const expected = neutraliseQuotedText(text).replace(/\n/g, ' ');
        if (expected.trim() === '') return;
        expect(codes).toHaveLength(1);
        expect(codes[0]?.value).toBe(expected);
        expect(PINGABLE.test(markdown)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('neutraliseMentions', () => {
  it('should break @mentions, team mentions, #123, GH-123 and owner/repo#1', () => {
    expect(neutraliseMentions('@bob @org/team #123 GH-7 vllm-project/vllm#1')).toBe(
      `@${ZWSP}bob @${ZWSP}org/team #${ZWSP}123 GH-${ZWSP}7 vllm-project/vllm#${ZWSP}1`,
    );
  });

  it('should leave text without mentions or references unchanged', () => {
    expect(neutraliseMentions('a @ b, # heading, email-like x@ and CH-12')).toBe('a @ b, # heading, email-like x@ and CH-12');
  });
});

describe('escapeText', () => {
  it('should turn HTML into entities and escape markdown punctuation', () => {
    expect(escapeText('<img src=x onerror=alert(1)> **bold** [link](http://x)')).toBe(
      '&lt;img src\\=x onerror\\=alert\\(1\\)&gt; \\*\\*bold\\*\\* \\[link\\]\\(http\\://x\\)',
    );
  });

  it('should put text on one line, break mentions and cut long text', () => {
    expect(escapeText('hi\n@bob', 200)).toBe(`hi @${ZWSP}bob`);
    expect(escapeText('abcdefgh', 4)).toBe('abc…');
  });

  it('should read back as the same plain text, with no HTML and no pingable mention', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const escaped = escapeText(text, 10_000);
        const tree = parse(escaped);
        const expected = neutraliseMentions(
          text
            // eslint-disable-next-line no-control-regex -- the control characters escapeText drops
            .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
            .replace(/\s+/g, ' ')
            .trim(),
        );
        expect(toString(tree)).toBe(expected);
        expect(escaped.includes('<')).toBe(false);
        expect(PINGABLE.test(escaped)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
