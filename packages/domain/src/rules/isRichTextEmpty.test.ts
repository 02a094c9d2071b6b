import { describe, expect, it } from "vitest";
import { isRichTextEmpty } from "./isRichTextEmpty";

describe("isRichTextEmpty", () => {
  it.each([
    // nothing at all
    [null, true],
    [undefined, true],
    ["", true],
    ["   \n\t ", true],
    // markup without text
    ["<p></p>", true],
    ["<p> </p>", true],
    ["<p><br></p>", true],
    ["<p><br/></p><p><br /></p>", true],
    ["<p></p><p></p><p></p>", true],
    ["<div><span>  </span></div>", true],
    ["<P>\n  <BR>\n</P>", true],
    ["<ul><li></li></ul>", true],
    ["<hr>", true],
    // space-like character references
    ["<p>&nbsp;</p>", true],
    ["<p>&nbsp;&nbsp; &nbsp</p>", true],
    ["<p>&#160;&#xA0;&#Xa0;</p>", true],
    ["<p>&ensp;&emsp;&thinsp;&ZeroWidthSpace;</p>", true],
    ["<p>\u00a0\u2003\u3000</p>", true],
    ["<p>\u200b\ufeff</p>", true],
    // images and other embeds have no text content: only text after trimming counts
    ['<p><img src="cover.png" alt="Festival poster"></p>', true],
    ['<img src="a.png"><img src="b.png">', true],
    ['<iframe src="https://video.example/1"></iframe>', true],
    // attribute values are not text, even when they contain ">"
    ['<p title="a > b"></p>', true],
    ["<p data-x='>>'> </p>", true],
    // comments and non-rendered elements
    ["<!-- draft --><p></p>", true],
    ["<style>p { color: red }</style><p></p>", true],
    ["<script>alert('hi')</script>", true],
    ["<SCRIPT>x</SCRIPT >", true],
    // text makes it non-empty
    ["Hello", false],
    ["<p>Hello</p>", false],
    ["<p>  x  </p>", false],
    ["<p><br>Ciao</p>", false],
    ["<p><strong>0</strong></p>", false],
    ['<p><img src="a.png"> caption</p>', false],
    ['<p><a href="https://example.com"></a>link</p>', false],
    ["<p>&amp;</p>", false],
    ["<p>&copy;</p>", false],
    ["<p>&#65;</p>", false],
    ["<p>&#x1F389;</p>", false],
    ["<p>&amp;nbsp;</p>", false], // shows the literal text "&nbsp;"
    ["<p>&unknown;</p>", false],
    ["<p>&#0;</p>", false], // rendered as U+FFFD
    ["<p>&#xD800;</p>", false],
    ["<p>&#99999999;</p>", false],
    ["1 < 2", false],
    ["<p><</p>", false],
    ["<p>></p>", false],
    ["<p>🎉</p>", false],
    ["<p>\u00ad-</p>", false],
    // unterminated markup swallows the rest, like a browser would
    ["<p", true],
    ["<!-- never closed <p>text</p>", true],
  ])("%j → %s", (html, expected) => {
    expect(isRichTextEmpty(html)).toBe(expected);
  });
});
