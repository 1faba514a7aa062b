#!/usr/bin/env node
/**
 * Builds the downloadable PDF guides.
 *
 *   node tools/content/build-guides.mjs       (or: npm run guides)
 *
 * Inputs
 *   data/resources-page.json  `guides`: the list of guides (slug, file, title, description, icon)
 *   data/site.json            business name, phone, email, address, siteUrl, foundingYear
 *   content/guides/{slug}.md  the text of each guide
 * Output
 *   static/guides/{file}      one A4 PDF per guide
 *
 * The markdown subset is deliberately small and parsed here:
 *   # Title                   first line only; must equal the title in resources-page.json
 *   ## Heading                section heading
 *   - item                    bullet (continuation lines indented by two spaces)
 *   blank-line separated      paragraphs (lines are joined with a space)
 *   **bold**                  inline bold inside paragraphs and bullets
 *   {placeholder}             business details from site.json, filled in at build time:
 *                             {name} {phone} {email} {site} {siteUrl} {contactUrl}
 *                             {resellersUrl} {address} {foundingYear}
 * Anything else (### headings, numbered lists, tables...) is rejected with an error.
 *
 * Output is deterministic: fixed dates and metadata, so re-running the script
 * without changing the inputs produces byte-identical files.
 */
import { readFile, writeFile, mkdir, readdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PDFDocument, PDFName, PDFString, StandardFonts, rgb } from "pdf-lib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const RESOURCES_JSON = path.join(root, "data", "resources-page.json");
const SITE_JSON = path.join(root, "data", "site.json");
const CONTENT_DIR = path.join(root, "content", "guides");
const OUT_DIR = path.join(root, "static", "guides");

/** Fixed so that output does not change between runs. */
const FIXED_DATE = new Date("2026-01-01T00:00:00Z");

// ---------------------------------------------------------------- layout

const PAGE_W = 595.28; // A4 in points
const PAGE_H = 841.89;
const MARGIN_X = 56;
const CONTENT_W = PAGE_W - MARGIN_X * 2;
const BAND_H = 54;
const STRIPE_H = 4;
const CONTENT_TOP = PAGE_H - BAND_H - STRIPE_H - 34;
const FOOTER_RULE_Y = 62;
const CONTENT_BOTTOM = FOOTER_RULE_Y + 20;

const NAVY = rgb(0.063, 0.157, 0.251);
const AMBER = rgb(0.957, 0.694, 0.133);
const TEXT = rgb(0.13, 0.13, 0.14);
const MUTED = rgb(0.33, 0.35, 0.38);
const BAND_TEXT_MUTED = rgb(0.78, 0.83, 0.89);
const RULE = rgb(0.8, 0.82, 0.85);

const STYLE = {
  kicker: { size: 9, leading: 12 },
  title: { size: 24, leading: 29 },
  lead: { size: 12, leading: 17.5, color: MUTED },
  h2: { size: 14, leading: 18, color: NAVY, before: 16, after: 5 },
  p: { size: 10.5, leading: 15.2, color: TEXT, after: 8 },
  li: { size: 10.5, leading: 15.2, color: TEXT, gap: 4, after: 8, indent: 18 },
};

// ---------------------------------------------------------------- inputs

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (err) {
    throw new Error(`Cannot read ${path.relative(root, file)}: ${err.message}`);
  }
}

function siteDetails(site) {
  for (const key of ["name", "phone", "email", "siteUrl", "foundingYear", "address"]) {
    if (site[key] === undefined || site[key] === "") {
      throw new Error(`data/site.json is missing "${key}"`);
    }
  }
  const base = String(site.siteUrl).replace(/\/+$/, "");
  const host = base.replace(/^https?:\/\//, "");
  const a = site.address;
  const address = [a.streetAddress, a.addressLocality, a.addressRegion, a.postalCode]
    .filter(Boolean)
    .join(", ");
  return {
    name: site.name,
    phone: site.phone,
    email: site.email,
    site: host,
    siteUrl: host,
    contactUrl: `${host}/contact`,
    resellersUrl: `${host}/resellers`,
    address,
    foundingYear: String(site.foundingYear),
    baseUrl: base,
  };
}

function fillPlaceholders(text, details, where) {
  return text.replace(/\{([a-zA-Z]+)\}/g, (match, key) => {
    if (key === "baseUrl" || !(key in details)) {
      throw new Error(`${where}: unknown placeholder ${match}`);
    }
    return details[key];
  });
}

/** Parses the markdown subset into blocks: title, h2, p, li. */
function parseMarkdown(source, file) {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks = [];
  let current = null; // the paragraph or bullet being collected
  const flush = () => {
    if (current) blocks.push(current);
    current = null;
  };
  lines.forEach((raw, i) => {
    const where = `${file}:${i + 1}`;
    const line = raw.replace(/\s+$/, "");
    if (line === "") {
      flush();
      return;
    }
    if (/^#\s/.test(line)) {
      if (blocks.length || current) throw new Error(`${where}: "# " title must be the first line`);
      blocks.push({ type: "title", text: line.slice(2).trim(), where });
      return;
    }
    if (/^##\s/.test(line)) {
      flush();
      blocks.push({ type: "h2", text: line.slice(3).trim(), where });
      return;
    }
    if (/^- /.test(line)) {
      flush();
      current = { type: "li", text: line.slice(2).trim(), where };
      return;
    }
    if (/^ {2}\S/.test(line) && current && current.type === "li") {
      current.text += " " + line.trim();
      return;
    }
    if (/^(#{3,}|\s*[*+]\s|\s*\d+[.)]\s|\||>|```|\s)/.test(line)) {
      throw new Error(`${where}: unsupported markdown (use # title, ## heading, "- " bullets, paragraphs): ${line}`);
    }
    if (current && current.type === "p") {
      current.text += " " + line.trim();
    } else {
      flush();
      current = { type: "p", text: line.trim(), where };
    }
  });
  flush();
  if (!blocks.length || blocks[0].type !== "title") throw new Error(`${file}: must start with "# Title"`);
  return blocks;
}

// ---------------------------------------------------------------- text

/** Splits text into words, each carrying its bold flag. */
function tokenize(text, where) {
  const parts = text.split("**");
  if (parts.length % 2 === 0) throw new Error(`${where}: unbalanced ** in "${text}"`);
  const words = [];
  parts.forEach((part, i) => {
    const bold = i % 2 === 1;
    // A bold span glued to following punctuation ("**Repair**:") stays one word.
    const pieces = part.split(/(\s+)/);
    pieces.forEach((piece, j) => {
      if (piece === "") return;
      if (/^\s+$/.test(piece)) {
        words.push({ space: true });
        return;
      }
      const prev = words[words.length - 1];
      if (prev && !prev.space && j === 0) {
        prev.runs.push({ text: piece, bold });
      } else {
        words.push({ runs: [{ text: piece, bold }] });
      }
    });
  });
  // Collapse to a list of words separated by single spaces.
  return words.filter((w) => !w.space);
}

function makeMeasurer(fonts) {
  return {
    font: (bold) => (bold ? fonts.bold : fonts.regular),
    width(runs, size) {
      return runs.reduce((sum, r) => sum + this.font(r.bold).widthOfTextAtSize(r.text, size), 0);
    },
    space(size) {
      return fonts.regular.widthOfTextAtSize(" ", size);
    },
  };
}

/** Breaks a word that is wider than the line into pieces (only long URLs in practice). */
function splitLongWord(word, size, maxWidth, m) {
  const out = [];
  let runs = [];
  let width = 0;
  for (const run of word.runs) {
    for (const ch of run.text) {
      const w = m.font(run.bold).widthOfTextAtSize(ch, size);
      if (width + w > maxWidth && runs.length) {
        out.push({ runs, nospace: true });
        runs = [];
        width = 0;
      }
      const last = runs[runs.length - 1];
      if (last && last.bold === run.bold) last.text += ch;
      else runs.push({ text: ch, bold: run.bold });
      width += w;
    }
  }
  if (runs.length) out.push({ runs });
  return out;
}

/** Greedy word wrap. Returns lines; each line is a list of words (runs). */
function wrap(text, size, maxWidth, m, where) {
  let words = tokenize(text, where);
  words = words.flatMap((w) => (m.width(w.runs, size) > maxWidth ? splitLongWord(w, size, maxWidth, m) : [w]));
  const space = m.space(size);
  const lines = [];
  let line = [];
  let width = 0;
  for (const word of words) {
    const w = m.width(word.runs, size);
    const gap = line.length && !line[line.length - 1].nospace ? space : 0;
    if (line.length && width + gap + w > maxWidth) {
      lines.push(line);
      line = [word];
      width = w;
    } else {
      line.push(word);
      width += gap + w;
    }
  }
  if (line.length) lines.push(line);
  return lines;
}

const LINK_RE = /^(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/[^\s]*)?$/i;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

/**
 * Draws one wrapped line, one text operation per run of same-font text, and adds
 * link annotations for web addresses and e-mail addresses.
 */
function drawLine(ctx, page, line, x, y, size, color) {
  const { m } = ctx;
  const space = m.space(size);
  let cursor = x;
  let seg = null; // { bold, text, x }
  const flush = () => {
    if (seg && seg.text) page.drawText(seg.text, { x: seg.x, y, size, font: m.font(seg.bold), color });
    seg = null;
  };
  const emit = (text, bold) => {
    if (!seg || seg.bold !== bold) {
      flush();
      seg = { bold, text: "", x: cursor };
    }
    seg.text += text;
    cursor += m.font(bold).widthOfTextAtSize(text, size);
  };
  line.forEach((word, i) => {
    const start = cursor;
    for (const run of word.runs) emit(run.text, run.bold);
    const plain = word.runs.map((r) => r.text).join("").replace(/[.,;:)]+$/, "").replace(/^\(/, "");
    let uri = null;
    if (EMAIL_RE.test(plain)) uri = `mailto:${plain}`;
    else if (LINK_RE.test(plain) && !/^\d/.test(plain)) uri = /^https?:/.test(plain) ? plain : `https://${plain}`;
    if (uri) {
      const end = start + m.width([{ text: plain, bold: word.runs[0].bold }], size);
      addLink(ctx, page, [start, y - size * 0.25, end, y + size * 0.9], uri);
    }
    if (i < line.length - 1 && !word.nospace) {
      const nextBold = line[i + 1].runs[0].bold;
      if (seg && seg.bold === nextBold) emit(" ", seg.bold);
      else cursor += space;
    }
  });
  flush();
}

function addLink(ctx, page, rect, uri) {
  const annot = ctx.doc.context.obj({
    Type: "Annot",
    Subtype: "Link",
    Rect: rect.map((n) => Math.round(n * 100) / 100),
    Border: [0, 0, 0],
    A: { Type: "Action", S: "URI", URI: PDFString.of(uri) },
  });
  page.node.addAnnot(ctx.doc.context.register(annot));
}

// ---------------------------------------------------------------- pages

function newPage(ctx) {
  const page = ctx.doc.addPage([PAGE_W, PAGE_H]);
  ctx.pages.push(page);
  ctx.page = page;
  ctx.y = CONTENT_TOP;
  return page;
}

function drawChrome(ctx, page, index, total) {
  const { fonts, details, guide } = ctx;
  // Header band: business name left, guide title right.
  page.drawRectangle({ x: 0, y: PAGE_H - BAND_H, width: PAGE_W, height: BAND_H, color: NAVY });
  page.drawRectangle({ x: 0, y: PAGE_H - BAND_H - STRIPE_H, width: PAGE_W, height: STRIPE_H, color: AMBER });
  const nameSize = 14;
  const baseline = PAGE_H - BAND_H / 2 - nameSize * 0.35;
  page.drawText(details.name, { x: MARGIN_X, y: baseline, size: nameSize, font: fonts.bold, color: rgb(1, 1, 1) });
  const nameW = fonts.bold.widthOfTextAtSize(details.name, nameSize);
  let label = guide.title;
  const labelSize = 9;
  const room = CONTENT_W - nameW - 24;
  while (fonts.regular.widthOfTextAtSize(label, labelSize) > room && label.length > 4) {
    label = label.slice(0, -2).trimEnd() + "…";
  }
  const labelW = fonts.regular.widthOfTextAtSize(label, labelSize);
  page.drawText(label, {
    x: PAGE_W - MARGIN_X - labelW,
    y: PAGE_H - BAND_H / 2 - labelSize * 0.35,
    size: labelSize,
    font: fonts.regular,
    color: BAND_TEXT_MUTED,
  });

  // Footer: contact details left, page number right.
  page.drawLine({
    start: { x: MARGIN_X, y: FOOTER_RULE_Y },
    end: { x: PAGE_W - MARGIN_X, y: FOOTER_RULE_Y },
    thickness: 0.6,
    color: RULE,
  });
  const size = 8;
  const pageLabel = `Page ${index + 1} of ${total}`;
  const pageW = fonts.regular.widthOfTextAtSize(pageLabel, size);
  const line1 = [
    [{ text: details.name, bold: true }],
    [{ text: details.phone, bold: false }],
    [{ text: details.email, bold: false }],
    [{ text: details.site, bold: false }],
  ];
  // Draw line 1 as words so the e-mail and web address become links.
  let x = MARGIN_X;
  const y1 = FOOTER_RULE_Y - 14;
  const sep = "   |   ";
  line1.forEach((runs, i) => {
    drawLine(ctx, page, [{ runs }], x, y1, size, MUTED);
    x += ctx.m.width(runs, size);
    if (i < line1.length - 1) {
      page.drawText(sep, { x, y: y1, size, font: fonts.regular, color: RULE });
      x += fonts.regular.widthOfTextAtSize(sep, size);
    }
  });
  page.drawText(details.address, { x: MARGIN_X, y: y1 - 11, size, font: fonts.regular, color: MUTED });
  page.drawText(pageLabel, { x: PAGE_W - MARGIN_X - pageW, y: y1, size, font: fonts.regular, color: MUTED });
  if (x > PAGE_W - MARGIN_X - pageW - 12) {
    throw new Error("Footer contact line is too long for the page; shorten site.json details");
  }
}

/** Places wrapped lines, breaking pages with simple orphan/widow control. */
function placeLines(ctx, lines, style, x, opts = {}) {
  let i = 0;
  while (i < lines.length) {
    const fit = Math.floor((ctx.y - CONTENT_BOTTOM) / style.leading);
    const remaining = lines.length - i;
    let take = Math.min(fit, remaining);
    if (take < remaining) {
      // Keep at least two lines together at the foot and the head of a page.
      if (remaining - take < 2) take = remaining - 2;
      if (take < 2) take = 0;
    }
    if (take === 0) {
      newPage(ctx);
      continue;
    }
    for (let k = 0; k < take; k++, i++) {
      const baseline = ctx.y - style.size;
      if (i === 0 && opts.marker) opts.marker(baseline);
      drawLine(ctx, ctx.page, lines[i], x, baseline, style.size, style.color);
      ctx.y -= style.leading;
    }
  }
}

function heightOf(lines, style) {
  return lines.length * style.leading;
}

function render(ctx, blocks) {
  const { fonts, m } = ctx;
  newPage(ctx);

  // Kicker and title.
  const kicker = "GUIDE";
  ctx.page.drawText(kicker, { x: MARGIN_X, y: ctx.y - STYLE.kicker.size, size: STYLE.kicker.size, font: fonts.bold, color: AMBER });
  ctx.y -= STYLE.kicker.leading + 4;
  const title = blocks[0];
  const titleLines = wrap(title.text, STYLE.title.size, CONTENT_W, { ...m, font: () => fonts.bold }, title.where);
  for (const line of titleLines) {
    const text = line.map((w) => w.runs.map((r) => r.text).join("")).join(" ");
    ctx.page.drawText(text, { x: MARGIN_X, y: ctx.y - STYLE.title.size, size: STYLE.title.size, font: fonts.bold, color: NAVY });
    ctx.y -= STYLE.title.leading;
  }
  ctx.y -= 6;
  ctx.page.drawRectangle({ x: MARGIN_X, y: ctx.y - 3, width: 48, height: 3, color: AMBER });
  ctx.y -= 18;

  // Wrap everything first so that page-break decisions can look ahead.
  const laid = blocks.slice(1).map((block, i) => {
    const type = block.type === "p" && i === 0 ? "lead" : block.type;
    if (type === "title") throw new Error(`${block.where}: a second "# " title is not allowed`);
    const style = STYLE[type];
    const text = type === "h2" ? `**${block.text}**` : block.text;
    const width = type === "li" ? CONTENT_W - style.indent : CONTENT_W;
    const lines = wrap(text, style.size, width, m, block.where);
    // Short paragraphs and bullets are never split across pages.
    const keep = (type === "p" && lines.length <= 3) || (type === "li" && lines.length <= 4);
    return { type, style, lines, keep, height: heightOf(lines, style) };
  });
  const spaceAfter = (item, next) => {
    if (item.type === "lead") return 10;
    if (item.type === "li") return next && next.type === "li" ? item.style.gap : item.style.after;
    return item.style.after;
  };
  // The closing section (last heading to the end) is kept on one page when it fits on one.
  const lastH2 = laid.map((x) => x.type).lastIndexOf("h2");
  const closingHeight = laid
    .slice(lastH2)
    .reduce((sum, item, k, arr) => sum + item.height + (k < arr.length - 1 ? spaceAfter(item, arr[k + 1]) : 0), STYLE.h2.before);
  const usable = CONTENT_TOP - CONTENT_BOTTOM;

  laid.forEach((item, i) => {
    const next = laid[i + 1];
    const { style, lines } = item;
    if (item.type === "h2") {
      if (ctx.y !== CONTENT_TOP) ctx.y -= style.before;
      // Keep the heading with the start of what follows.
      let follow = 0;
      if (next) follow = next.keep ? next.height : Math.min(next.lines.length, 2) * next.style.leading;
      let need = item.height + style.after + follow;
      if (i === lastH2 && closingHeight <= usable) need = closingHeight - style.before;
      if (ctx.y - need < CONTENT_BOTTOM && ctx.y !== CONTENT_TOP) newPage(ctx);
    } else if (item.keep && ctx.y - item.height < CONTENT_BOTTOM) {
      newPage(ctx);
    }
    const x = item.type === "li" ? MARGIN_X + style.indent : MARGIN_X;
    const page = () => ctx.page;
    placeLines(ctx, lines, style, x, {
      marker:
        item.type === "li"
          ? (baseline) =>
              page().drawText("\u2022", { x: MARGIN_X + 5, y: baseline, size: style.size, font: fonts.bold, color: AMBER })
          : undefined,
    });
    ctx.y -= spaceAfter(item, next);
  });
  ctx.pages.forEach((page, i) => drawChrome(ctx, page, i, ctx.pages.length));
}

// ---------------------------------------------------------------- main

async function buildGuide(guide, details) {
  const mdFile = path.join(CONTENT_DIR, `${guide.slug}.md`);
  const rel = path.relative(root, mdFile);
  if (!existsSync(mdFile)) throw new Error(`Missing ${rel} for guide "${guide.slug}"`);
  const source = await readFile(mdFile, "utf8");
  const blocks = parseMarkdown(source, rel).map((b) => ({ ...b, text: fillPlaceholders(b.text, details, b.where) }));
  if (blocks[0].text !== guide.title) {
    throw new Error(`${rel}: title "${blocks[0].text}" does not match data/resources-page.json "${guide.title}"`);
  }

  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const m = makeMeasurer(fonts);
  // Fail early, with the line number, on characters the standard fonts cannot encode.
  for (const block of blocks) {
    try {
      fonts.bold.encodeText(block.text.replace(/\*\*/g, ""));
    } catch {
      const bad = [...block.text].find((ch) => {
        try {
          fonts.bold.encodeText(ch);
          return false;
        } catch {
          return true;
        }
      });
      throw new Error(`${block.where}: character "${bad}" (U+${bad.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}) is not available in Helvetica`);
    }
  }

  doc.setTitle(guide.title, { showInWindowTitleBar: true });
  doc.setAuthor(details.name);
  doc.setSubject(guide.description);
  doc.setKeywords(["seat belts", "safety belts", "guide", guide.title]);
  // The generator's old path, kept: the committed PDFs carry it, and a new text would change every file.
  doc.setCreator(`${details.name} (scripts/build-guides.mjs)`);
  doc.setProducer("pdf-lib");
  doc.setLanguage("en-GB");
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  doc.catalog.set(PDFName.of("PageLayout"), PDFName.of("OneColumn"));

  const ctx = { doc, fonts, m, details, guide, pages: [], page: null, y: 0 };
  render(ctx, blocks);

  const bytes = await doc.save({ useObjectStreams: false });
  const outFile = path.join(OUT_DIR, guide.file);
  await writeFile(outFile, bytes);
  return { file: path.relative(root, outFile), pages: ctx.pages.length, bytes: bytes.length };
}

async function main() {
  const { guides } = await readJson(RESOURCES_JSON);
  const details = siteDetails(await readJson(SITE_JSON));
  if (!Array.isArray(guides) || !guides.length) throw new Error("data/resources-page.json: guides must be a non-empty list");
  for (const g of guides) {
    if (!g.slug || !g.file || !g.title || !g.description) throw new Error(`data/resources-page.json: incomplete guide ${JSON.stringify(g)}`);
    if (g.file !== `${g.slug}.pdf`) throw new Error(`data/resources-page.json: guide "${g.slug}" should have file "${g.slug}.pdf"`);
  }
  await mkdir(OUT_DIR, { recursive: true });
  for (const guide of guides) {
    const r = await buildGuide(guide, details);
    console.log(`${r.file}  ${r.pages} page${r.pages === 1 ? "" : "s"}  ${(r.bytes / 1024).toFixed(1)} KB`);
  }
  const known = new Set(guides.map((g) => g.file));
  for (const f of await readdir(OUT_DIR)) {
    if (f.endsWith(".pdf") && !known.has(f)) console.warn(`warning: static/guides/${f} is not listed in data/resources-page.json`);
  }
}

main().catch((err) => {
  console.error(`build-guides: ${err.message}`);
  process.exit(1);
});
