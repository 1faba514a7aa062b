/**
 * The one description of every data file in `data/`. It drives the GraphQL
 * types (`createSchemaCustomization`), the build-time validation that tells an
 * editor exactly what is wrong with a file, and the CMS configuration.
 *
 * Lists carry the bounds the layout needs (`minItems`/`maxItems`), never
 * today's exact count: card grids wrap, so an editor may add or remove a card.
 * The counts the spec gives for today's content are facts about the data,
 * checked in __tests__/data/spec-facts.test.ts.
 */
import { providerChoices } from "../lib/forms/provider";

/**
 * `path`: a page of this site as it is now (an internal link). `oldPath`: an address the site once published, which
 * need not be a page any more (a moved or retired page: src/data/redirects.ts says what it may hold).
 */
export type Scalar = "string" | "number" | "boolean" | "path" | "oldPath" | "image" | "slug" | "url" | "email";

export interface ScalarField {
  kind: Scalar;
  optional?: boolean;
  list?: boolean;
  /** For lists: how many items are allowed (inclusive). A required list with no `minItems` needs one item. */
  minItems?: number;
  maxItems?: number;
  /** For strings: allowed values. */
  oneOf?: readonly string[];
  /** Shown in error messages (and as the CMS field's help). */
  hint?: string;
  /** For slugs: the folder whose entries this must name, e.g. "sectors". */
  ref?: string;
  /** For numbers: a whole number within these bounds (inclusive). */
  min?: number;
  max?: number;
  /** No two entries of a folder (or items of a list) may share this value. `slug` always is. */
  unique?: boolean;
  /** For strings: a paragraph, edited in a multi-line box in the CMS even when no entry holds one yet. */
  paragraph?: boolean;
  /** For strings: the words of a link or button, which must say where it goes (vagueLinkText in validate.ts). */
  linkText?: boolean;
}

export interface ObjectField {
  kind: "object";
  /** GraphQL type name; objects with the same name share a type. */
  typeName: string;
  fields: Record<string, Field>;
  optional?: boolean;
  list?: boolean;
  minItems?: number;
  maxItems?: number;
}

export type Field = ScalarField | ObjectField;

export interface FileSchema {
  /** GraphQL node type created by gatsby-transformer-json (gatsby-config names a folder's files by the folder). */
  typeName: string;
  /**
   * `object`: the file `data/{key}` holds one object.
   * `folder`: the folder `data/{key}/` holds one object per entry, in a file named by its `slug`.
   */
  shape: "object" | "folder";
  /** For folders: how many entries are allowed (inclusive). */
  minItems?: number;
  maxItems?: number;
  fields: Record<string, Field>;
}

/** Bounds for a list: `items(2, 8)`; `items(1)` for "at least one". */
const items = (minItems: number, maxItems?: number): Pick<ScalarField, "minItems" | "maxItems"> => ({ minItems, maxItems });

const s = (extra: Partial<ScalarField> = {}): ScalarField => ({ kind: "string", ...extra });
/** The words of a link or button: "Request a quote", never "Click here" (ATAG B.2.1: the build and the CMS say so). */
const linkText = (extra: Partial<ScalarField> = {}): ScalarField => s({ linkText: true, ...extra });
const optS = (extra: Partial<ScalarField> = {}): ScalarField => s({ optional: true, ...extra });
const strings = (bounds: Pick<ScalarField, "minItems" | "maxItems"> = {}): ScalarField => ({ kind: "string", list: true, ...bounds });
const path = (extra: Partial<ScalarField> = {}): ScalarField => ({ kind: "path", ...extra });
const image: ScalarField = { kind: "image", hint: "a path to an image file relative to data/, e.g. \"images/sectors/aviation.jpg\"" };

/** Cards lie in a grid that wraps, so no count is exact: at least two make a section, more than eight a wall. */
const card = (bounds: Pick<ObjectField, "minItems" | "maxItems"> = items(2, 8)): ObjectField => ({
  kind: "object",
  typeName: "Card",
  list: true,
  ...bounds,
  fields: { title: s(), description: s() },
});

const seo: ObjectField = {
  kind: "object",
  typeName: "SeoFields",
  fields: { title: s(), description: s(), keywords: strings() },
};

const cta: ObjectField = {
  kind: "object",
  typeName: "CallToAction",
  fields: { heading: s(), text: s(), label: linkText() },
};

const hero: ObjectField = {
  kind: "object",
  typeName: "PageHero",
  fields: { heading: s(), intro: s() },
};

const section = (typeName: string, bounds?: Pick<ObjectField, "minItems" | "maxItems">): ObjectField => ({
  kind: "object",
  typeName,
  fields: { heading: s(), intro: optS(), cards: card(bounds) },
});

/** Where an entry stands in the lists that show its folder; gaps let an editor slot a new entry in between. */
const order: ScalarField = {
  kind: "number",
  min: 1,
  max: 9999,
  unique: true,
  hint: "its place in lists, lowest first; leave gaps (10, 20, 30) so a new entry can go between two others",
};

/** A folder of entries, one file each, named by the entry's slug; `order` places each entry in lists. */
const folder = (typeName: string, fields: Record<string, Field>): FileSchema => ({
  typeName,
  shape: "folder",
  minItems: 1,
  fields: {
    slug: { kind: "slug", hint: "the last part of the page's address, also the file's name, e.g. \"buses-coaches\"" },
    order,
    ...fields,
  },
});

/** The texts of one enquiry form field; which messages apply depends on the field. */
const formField: ObjectField = {
  kind: "object",
  typeName: "FormFieldText",
  fields: { label: s(), help: optS(), required: optS(), invalid: optS() },
};

/** A third-party form: the script to load and the attributes of the element it fills. */
const formEmbed: ObjectField = {
  kind: "object",
  typeName: "FormEmbed",
  fields: {
    scriptUrl: { kind: "url", hint: "the form provider's script address" },
    attributes: {
      kind: "object",
      typeName: "FormEmbedAttribute",
      list: true,
      fields: { name: s({ hint: "an attribute name such as \"data-form-id\"" }), value: s() },
    },
    setsCookies: { kind: "boolean" },
    nativeFallback: { kind: "boolean" },
  },
};

/**
 * The quote form's photos (issue 37): their texts, how many a visitor may add and whether one is needed. The
 * messages name the file with {name}; src/lib/forms/photos/ fills the rest.
 */
const formPhotos: ObjectField = {
  kind: "object",
  typeName: "FormPhotos",
  fields: {
    label: s(),
    help: s({ hint: "which photos help: the label (maker, part number, E-mark), the buckle and tongue, the retractor, the damage" }),
    limits: s({ hint: "with {max}" }),
    // At most the Supabase bucket's photos_per_enquiry (supabase/migrations), which refuses an enquiry planning more.
    maxPhotos: { kind: "number", optional: true, min: 1, max: 5, hint: "how many photos a visitor may add, at most 5 (5 when left empty)" },
    required: { kind: "boolean", optional: true, hint: "whether an enquiry needs at least one photo (no when left empty)" },
    missing: s({ hint: "shown when a photo is required and none was added" }),
    preparing: s({ hint: "with {name}" }),
    total: s({ hint: "with {count} and {size}" }),
    totalOne: s({ hint: "with {size}" }),
    remove: s({ hint: "the remove button's name for screen readers, with {name}" }),
    notPhoto: s({ hint: "with {name}" }),
    tooLarge: s({ hint: "with {name}, {size} and {limit}" }),
    tooManyPixels: s({ hint: "with {name}, {width} and {height}" }),
    damaged: s({ hint: "with {name}" }),
    heic: s({ hint: "with {name}: what to do when the browser cannot open an iPhone's HEIC photo" }),
    tooMany: s({ hint: "with {name} and {max}" }),
    overTotal: s({ hint: "with {name}, {size} and {limit}" }),
    failed: s({ hint: "with {name}" }),
    notKept: s({ hint: "shown when the browser cannot keep photos through a reload" }),
    emailNote: s({ hint: "shown before sending by email, which cannot carry photos" }),
    emailList: s({ hint: "heads the list of photos in the emailed enquiry" }),
    emailReminder: s({ hint: "on the \"email ready\" panel, with {names}" }),
    notLoaded: s({ hint: "beside the photos when the photos' code did not load (a lost connection) as a photo was chosen or the form sent, with {name}" }),
    emailUnchecked: s({ hint: "beside the photos when the email opened before the photo field's code arrived (a slow connection), with {names}" }),
    notSent: s({ hint: "Supabase: the enquiry arrived but a photo did not finish sending (a retry sends the rest), with {name}, {error} and {submit}" }),
    notSentBusy: s({ hint: "Supabase: the enquiry arrived but the database's limits turned its photos away (a retry sends them), with {reason} (common's busyMinute, busyHour, busyDay or busyCeiling), {submit}, {email} and {phone}" }),
    refused: s({ hint: "Supabase, after sending: the enquiry arrived but the database refused these photos, with {names} and {email}" }),
    another: s({ hint: "the label of each further photo box shown without JavaScript (Netlify Forms takes one file per box), with {number}" }),
    noScript: s({ hint: "shown without JavaScript, under the photo boxes" }),
  },
};

/** The page a form sent without JavaScript lands on (Netlify Forms). */
const thanksPage: ObjectField = {
  kind: "object",
  typeName: "FormThanksPage",
  fields: {
    title: s({ hint: "the page title in the browser tab" }),
    description: s(),
    heading: s(),
    text: s({ hint: "with {hours} (the opening hours in site.json) and {phone}" }),
    back: { kind: "object", typeName: "NavLink", fields: { label: linkText(), to: path() } },
  },
};

/** The days opening hours may name, as schema.org names them. */
export const weekDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export const guideIcons = [
  "partnership",
  "garage",
  "taxi",
  "seat",
  "campervan",
  "emergency",
  "fleet",
  "classic",
  "document",
] as const;

export const schemas: Record<string, FileSchema> = {
  "site.json": {
    typeName: "SiteJson",
    shape: "object",
    fields: {
      name: s(),
      legalName: s(),
      tagline: s(),
      siteUrl: { kind: "url" },
      description: s(),
      keywords: strings(),
      phone: s({ hint: "a UK number as visitors should read it, e.g. \"01632 960123\"" }),
      phoneE164: s({ hint: "the same number in +44 form without spaces, e.g. \"+441632960123\"" }),
      email: { kind: "email" },
      address: {
        kind: "object",
        typeName: "SiteAddress",
        fields: {
          streetAddress: s(),
          addressLocality: s(),
          addressRegion: s(),
          postalCode: s(),
          addressCountry: s({ hint: "a two-letter country code, e.g. \"GB\"" }),
        },
      },
      social: {
        kind: "object",
        typeName: "SocialLink",
        list: true,
        ...items(1, 6),
        fields: { name: s(), url: { kind: "url" } },
      },
      openingHours: {
        kind: "object",
        typeName: "OpeningHours",
        fields: { days: { kind: "string", list: true, oneOf: weekDays, hint: "days of the week in English, e.g. \"Monday\"" }, opens: s(), closes: s(), label: s() },
      },
      foundingYear: { kind: "number" },
      currency: s(),
      paymentAccepted: strings(),
      // A temporary notice: an editor may remove it (the CMS drops a cleared field), and then no banner shows.
      telephoneBanner: optS({ hint: "a notice at the top of every page, before the phone number; clear it to show no banner" }),
      logoAlt: s(),
      ogImage: s({ hint: "a path under static/, e.g. \"/og-image.png\"" }),
      gaMeasurementId: s({ hint: "a GA4 id such as \"G-XXXXXXX\", or \"\" for no analytics" }),
    },
  },
  "navigation.json": {
    typeName: "NavigationJson",
    shape: "object",
    fields: {
      main: { kind: "object", typeName: "NavLink", list: true, fields: { label: linkText(), to: path() } },
      enquiry: { kind: "object", typeName: "NavLink", fields: { label: linkText(), to: path() } },
      footerServicesHeading: s(),
      footerQuickLinksHeading: s(),
      footerContactHeading: s(),
      footerSocialHeading: s(),
      quickLinks: { kind: "object", typeName: "NavLink", list: true, fields: { label: linkText(), to: path() } },
      privacy: { kind: "object", typeName: "NavLink", fields: { label: linkText(), to: path() } },
      menuOpenLabel: s(),
      menuCloseLabel: s(),
      skipLink: s(),
      phoneLabel: s(),
      copyright: s({ hint: "text after the year and business name, e.g. \"All rights reserved.\"" }),
      breadcrumb: {
        kind: "object",
        typeName: "BreadcrumbTexts",
        fields: {
          label: s({ hint: "names the trail for screen readers, e.g. \"Breadcrumb\"" }),
          home: s({ hint: "the first step of every trail, the home page, e.g. \"Home\"" }),
          // Sector, service and type pages are named by their own entries; the fixed pages here.
          pages: {
            kind: "object",
            typeName: "NavLink",
            list: true,
            fields: { label: s({ hint: "the page's short name in the trail, e.g. \"Services\"" }), to: path({ hint: "the page, e.g. \"/services\"" }) },
          },
        },
      },
    },
  },
  sectors: folder("SectorsJson", {
    showOnHome: { kind: "boolean", hint: "show this sector's card in the home page's sectors grid" },
    name: s(),
    cardDescription: s(),
    title: s(),
    subtitle: s(),
    intro: strings(items(1, 3)),
    image,
    imageAlt: s(),
    benefitsHeading: s(),
    benefits: card(),
    whyConsiderHeading: s(),
    badges: card(items(2, 6)),
    closing: s(),
    cta,
    seo,
  }),
  services: folder("ServicesJson", {
    title: s(),
    badge: s(),
    cardDescription: s(),
    features: strings(),
    heading: s(),
    intro: strings(),
    image,
    imageAlt: s(),
    whyChoose: section("ServiceWhyChoose", items(2, 6)),
    process: {
      kind: "object",
      typeName: "ServiceProcess",
      fields: { heading: s(), steps: card(items(2, 6)) },
    },
    benefits: section("ServiceBenefits"),
    compliance: { kind: "object", typeName: "ServiceCompliance", fields: { heading: s(), text: s() } },
    cta,
    seo,
    consultingServices: { ...section("ServiceConsulting"), optional: true },
    audiences: { ...section("ServiceAudiences"), optional: true },
    testimonial: {
      kind: "object",
      typeName: "Testimonial",
      optional: true,
      fields: { quote: s({ paragraph: true }), attribution: s() },
    },
    approach: {
      kind: "object",
      typeName: "ServiceApproach",
      optional: true,
      fields: { heading: s(), points: strings(items(2, 8)) },
    },
  }),
  types: folder("TypesJson", {
    name: s(),
    group: s({ oneOf: ["main", "other"] }),
    cardDescription: s(),
    heading: s(),
    intro: s(),
    whatIs: {
      kind: "object",
      typeName: "TypeWhatIs",
      fields: { heading: s(), paragraphs: strings() },
    },
    keyFeaturesHeading: s(),
    keyFeatures: strings(),
    applications: {
      kind: "object",
      typeName: "TypeApplications",
      fields: { heading: s(), tags: strings() },
    },
    image,
    imageAlt: s(),
    highlightsHeading: s(),
    highlights: card(items(2, 6)),
    repairServices: { ...section("TypeRepairServices"), optional: true },
    seo,
  }),
  "ui.json": {
    typeName: "UiJson",
    shape: "object",
    fields: {
      sector: {
        kind: "object",
        typeName: "UiSector",
        fields: { back: s(), quote: s() },
      },
      service: {
        kind: "object",
        typeName: "UiService",
        fields: { back: s(), quote: s() },
      },
      type: {
        kind: "object",
        typeName: "UiType",
        fields: { back: s(), quote: s() },
      },
      error: {
        kind: "object",
        typeName: "UiError",
        fields: { heading: s(), intro: s(), reload: s(), home: s() },
      },
    },
  },
  "home.json": {
    typeName: "HomeJson",
    shape: "object",
    fields: {
      seo,
      carousel: {
        kind: "object",
        typeName: "HomeCarousel",
        fields: {
          label: s(),
          previous: s(),
          next: s(),
          pause: s(),
          play: s(),
          goTo: s({ hint: "label for a dot, with {n} for the slide number, e.g. \"Show slide {n}\"" }),
          slideLabel: s({ hint: "with {n} and {total}, e.g. \"{n} of {total}\"" }),
        },
      },
      slides: {
        kind: "object",
        typeName: "HomeSlide",
        // The carousel turns any number of slides; each one adds a picture to the home page's download.
        list: true,
        ...items(1, 5),
        fields: {
          id: { kind: "number" },
          title: s(),
          description: s(),
          image,
          imageAlt: s(),
          badges: { kind: "string", list: true, optional: true },
          primary: { kind: "object", typeName: "HomeSlideAction", fields: { label: linkText(), action: path({ hint: "a route such as \"/contact\" or an on-page anchor \"#services\" or \"#contact\"" }) } },
          secondary: { kind: "object", typeName: "HomeSlideAction", fields: { label: linkText(), action: path({ hint: "a route such as \"/contact\" or an on-page anchor \"#services\" or \"#contact\"" }) } },
        },
      },
      video: {
        kind: "object",
        typeName: "HomeVideo",
        fields: {
          heading: s(),
          intro: s(),
          membershipsHeading: s(),
          memberships: {
            kind: "object",
            typeName: "HomeMembership",
            list: true,
            fields: { name: s(), image, imageAlt: s() },
          },
          fallback: s(),
        },
      },
      banner: { kind: "object", typeName: "HomeBanner", fields: { heading: s(), text: s(), label: s() } },
      sectors: {
        kind: "object",
        typeName: "HomeSectors",
        // The grid shows the sectors marked showOnHome, by their order.
        fields: { heading: s(), intro: s(), linkLabel: linkText() },
      },
      services: { kind: "object", typeName: "HomeServices", fields: { heading: s(), intro: s(), linkLabel: linkText() } },
      trust: {
        kind: "object",
        typeName: "HomeTrust",
        fields: {
          heading: s(),
          intro: s(),
          benefits: card(),
          testimonial: { kind: "object", typeName: "Testimonial", optional: true, fields: { quote: s({ paragraph: true }), attribution: s() } },
        },
      },
      contact: { kind: "object", typeName: "HomeContact", fields: { heading: s(), intro: s() } },
    },
  },
  "services-page.json": {
    typeName: "ServicesPageJson",
    shape: "object",
    fields: { seo, hero, cardLinkLabel: linkText(), whyChoose: section("ServicesPageWhyChoose", items(2, 6)), cta },
  },
  "products-page.json": {
    typeName: "ProductsPageJson",
    shape: "object",
    fields: {
      seo,
      hero,
      applicationsHeading: s(),
      keyProductsLabel: s(),
      viewProductsLabel: s(),
      applications: {
        kind: "object",
        typeName: "ProductsApplication",
        list: true,
        ...items(1),
        fields: {
          slug: { kind: "slug", hint: "a short name for this card, unique on the page, e.g. \"taxis\"" },
          name: s(),
          description: s(),
          keyProducts: strings(),
          href: path({ hint: "the page its button opens, e.g. \"/sectors/taxis\"" }),
          image,
          imageAlt: s(),
        },
      },
      features: section("ProductsPageFeatures", items(2, 12)),
      cta,
    },
  },
  "types-page.json": {
    typeName: "TypesPageJson",
    shape: "object",
    fields: { seo, hero, mainHeading: s(), otherHeading: s(), linkLabel: linkText(), cta },
  },
  "resources-page.json": {
    typeName: "ResourcesPageJson",
    shape: "object",
    fields: {
      seo,
      hero,
      guidesHeading: s(),
      downloadLabel: s(),
      emptyText: s(),
      fileTypeLabel: s({ hint: "the file type shown before each guide's size, e.g. \"PDF\"" }),
      fallbackDescription: s({ hint: "shown for a guide in storage that the guides below do not describe" }),
      updatedText: s({ hint: "read out to screen reader users when new guides appear after the page has loaded" }),
      // Titles, descriptions and icons of the guide PDFs in storage, in the order the page lists them.
      guides: {
        kind: "object",
        typeName: "ResourcesGuide",
        list: true,
        ...items(1),
        fields: {
          slug: { kind: "slug", hint: "a short name for this guide, unique on the page, e.g. \"fleet-operator-safety-guide\"" },
          file: s({ hint: "the PDF's file name in storage, e.g. \"fleet-operator-safety-guide.pdf\"" }),
          title: s(),
          description: s(),
          icon: s({ oneOf: guideIcons }),
        },
      },
      cta,
    },
  },
  "about.json": {
    typeName: "AboutJson",
    shape: "object",
    fields: {
      seo,
      hero,
      story: { kind: "object", typeName: "AboutStory", fields: { heading: s(), paragraphs: strings() } },
      mission: { kind: "object", typeName: "AboutMission", fields: { heading: s(), text: s() } },
      values: section("AboutValues"),
      cta,
    },
  },
  "contact.json": {
    typeName: "ContactJson",
    shape: "object",
    fields: {
      seo,
      hero,
      formHeading: s(),
      detailsHeading: s(),
      phoneLabel: s(),
      emailLabel: s(),
      addressLabel: s(),
      hoursLabel: s(),
    },
  },
  "privacy-policy.json": {
    typeName: "PrivacyPolicyJson",
    shape: "object",
    fields: {
      seo,
      heading: s(),
      backLabel: s(),
      effective: s(),
      sections: {
        kind: "object",
        typeName: "PolicySection",
        list: true,
        fields: { heading: s(), paragraphs: strings() },
      },
      cta,
    },
  },
  "resellers.json": {
    typeName: "ResellersJson",
    shape: "object",
    fields: {
      seo,
      hero: { kind: "object", typeName: "ResellersHero", fields: { heading: s(), intro: s(), joinLabel: s() } },
      why: section("ResellersWhy"),
      who: section("ResellersWho"),
      how: section("ResellersHow"),
      faq: {
        kind: "object",
        typeName: "ResellersFaq",
        fields: {
          heading: s(),
          items: { kind: "object", typeName: "FaqItem", list: true, fields: { question: s(), answer: s() } },
        },
      },
      form: { kind: "object", typeName: "ResellersForm", fields: { heading: s(), intro: s() } },
    },
  },
  "forms.json": {
    typeName: "FormsJson",
    shape: "object",
    fields: {
      provider: s({
        oneOf: providerChoices,
        hint: "how enquiries are sent: \"auto\" (Netlify Forms when built on Netlify, otherwise \"email\"), \"email\" (opens the visitor's email app; no account needed), \"netlify\", \"supabase\" or \"embed\"",
      }),
      common: {
        kind: "object",
        typeName: "FormsCommon",
        fields: {
          optional: s({ hint: "shown after the label of an optional field, e.g. \"(optional)\"" }),
          choose: s({ hint: "the first, empty choice of a list, e.g. \"Choose one\"" }),
          other: s(),
          tooShort: s({ hint: "with {label} and {min}" }),
          tooLong: s({ hint: "with {label} and {max}" }),
          problemOne: s(),
          problemMany: s({ hint: "with {count}" }),
          sending: s(),
          submitError: s({ hint: "with {error} and {phone}" }),
          errorStatus: s({ hint: "the {error} of submitError when the server refuses a form, with {status}" }),
          errorTimeout: s({ hint: "the {error} of submitError when the server does not answer, with {seconds}" }),
          errorNetwork: s({ hint: "the {error} of submitError when the connection fails" }),
          errorService: s({ hint: "Supabase: the {error} of submitError when the database answers with a failure of its own (a refused key, a fault); what it said goes to the browser's console only" }),
          submitBusy: s({ hint: "Supabase: what the visitor reads when the database's limits turned the enquiry away, with {reason} (one of the four below), {email} and {phone}" }),
          busyMinute: s({ hint: "the {reason} when one connection or email address sent too many enquiries within a minute" }),
          busyHour: s({ hint: "the {reason} when one connection or email address sent too many enquiries within an hour" }),
          busyDay: s({ hint: "the {reason} when one connection or email address sent too many enquiries within a day" }),
          busyCeiling: s({ hint: "the {reason} when the site as a whole has had so many enquiries that it takes no more for now (the ceiling)" }),
          emailInstead: s({ hint: "Supabase: the button under a refused or failed send that opens the visitor's email app with the same enquiry" }),
          emailInsteadHelp: s({ hint: "beside that button, before it is pressed" }),
          emailInsteadOpened: s({ hint: "once that button has opened the email app, with {email} and {phone}" }),
          draftRestored: s(),
          clearDraft: s(),
          honeypotLabel: s(),
          edit: s(),
          yes: s(),
          no: s(),
          notGiven: s(),
          sentFrom: s({ hint: "the last line of an emailed enquiry, with {url}" }),
        },
      },
      email: {
        kind: "object",
        typeName: "FormsEmail",
        fields: {
          heading: s(),
          text: s({ hint: "with {phone} and {email}" }),
          openAgain: s(),
          sentButton: s({ hint: "the button that clears the answers once the visitor has sent the email" }),
          draftKept: s({ hint: "shown above the answers kept after the email app was opened, with {submit} (the form's send button)" }),
          justOpened: s({ hint: "shown at once after Send opened the email app, when the page cannot show its usual confirmation (a connection lost), with {phone}, {email} and {submit}" }),
        },
      },
      sent: {
        kind: "object",
        typeName: "FormsSent",
        fields: { heading: s({ hint: "shown once a form is stored (Netlify or Supabase), or the visitor says the email has gone" }), text: s() },
      },
      embed: {
        kind: "object",
        typeName: "FormsEmbed",
        fields: { loading: s(), consentText: s(), loadButton: s() },
      },
      fallback: {
        kind: "object",
        typeName: "FormsFallback",
        fields: {
          heading: s(),
          failedIntro: s(),
          noscriptIntro: s(),
          phoneLabel: s(),
          emailLabel: s(),
          addressLabel: s(),
          formIntro: s(),
        },
      },
      quote: {
        kind: "object",
        typeName: "FormsQuote",
        fields: {
          title: s({ hint: "names the form for screen readers and starts an emailed enquiry" }),
          submit: s(),
          subject: s({ hint: "the email subject, with {name}" }),
          embed: formEmbed,
          privacy: { kind: "object", typeName: "NavLink", fields: { label: linkText(), to: path() } },
          photos: formPhotos,
          fields: {
            kind: "object",
            typeName: "FormsQuoteFields",
            fields: {
              name: formField,
              company: formField,
              email: formField,
              phone: formField,
              sector: formField,
              service: formField,
              quantity: formField,
              message: formField,
              consent: formField,
            },
          },
        },
      },
      reseller: {
        kind: "object",
        typeName: "FormsReseller",
        fields: {
          title: s({ hint: "names the form for screen readers and starts an emailed application" }),
          submit: s(),
          subject: s({ hint: "the email subject, with {name} and {company}" }),
          embed: formEmbed,
          fields: {
            kind: "object",
            typeName: "FormsResellerFields",
            fields: {
              name: formField,
              company: formField,
              email: formField,
              phone: formField,
              website: formField,
              businessType: formField,
              preference: formField,
              message: formField,
            },
          },
          preferences: {
            kind: "object",
            typeName: "FormsResellerPreferences",
            fields: { stock: s(), dropship: s(), both: s() },
          },
        },
      },
      thanks: {
        kind: "object",
        typeName: "FormsThanks",
        fields: { quote: thanksPage, reseller: thanksPage },
      },
    },
  },
  "not-found.json": {
    typeName: "NotFoundJson",
    shape: "object",
    fields: { seo, code: s(), heading: s(), text: s(), homeLabel: s() },
  },
  // Addresses that were published and are no longer pages: each is either sent on to its new page (301) or
  // retired on purpose (it answers "page not found"). The build checks both lists (src/data/redirects.ts).
  "redirects.json": {
    typeName: "RedirectsJson",
    shape: "object",
    fields: {
      redirects: {
        kind: "object",
        typeName: "Redirect",
        list: true,
        minItems: 0,
        fields: {
          from: { kind: "oldPath", hint: 'the address the page had, e.g. "/sectors/buses/"' },
          to: path({ hint: 'the page that replaces it, e.g. "/sectors/buses-coaches"' }),
        },
      },
      retired: {
        kind: "oldPath",
        list: true,
        minItems: 0,
        hint: 'addresses taken off the site on purpose, with no page to replace them, e.g. "/services/old-offer/"; they answer "page not found"',
      },
    },
  },
  "cookie-settings.json": {
    typeName: "CookieSettingsJson",
    shape: "object",
    fields: {
      revision: { kind: "number", min: 1, max: 1_000_000, hint: "raise it by one whenever a text changes, so visitors are asked again" },
      showBanner: { kind: "boolean" },
      askAgainDays: { kind: "number", min: 1, max: 730, hint: "how many days a visitor's choice lasts" },
      bannerText: s(),
      necessaryText: s(),
      analyticsText: s(),
      marketingText: s(),
      banner: {
        kind: "object",
        typeName: "CookieBannerLabels",
        fields: { label: s(), acceptAll: s(), rejectAll: s(), settings: s(), close: s() },
      },
      dialog: {
        kind: "object",
        typeName: "CookieDialogLabels",
        fields: {
          title: s(),
          intro: s(),
          necessaryName: s(),
          analyticsName: s(),
          marketingName: s(),
          alwaysOn: s(),
          save: s(),
          cancel: s(),
        },
      },
      unavailable: {
        kind: "object",
        typeName: "CookieUnavailableLabels",
        fields: { text: s(), policyLink: s(), close: s() },
      },
      footerLink: s(),
      toastCloseLabel: s(),
      status: {
        kind: "object",
        typeName: "CookieStatusLabels",
        fields: { accepted: s(), rejected: s(), none: s(), recorded: s(), gpc: s() },
      },
      admin: {
        kind: "object",
        typeName: "CookieManagerLabels",
        fields: {
          title: s(),
          description: s(),
          intro: s(),
          formHeading: s(),
          bannerTextLabel: s(),
          showBannerLabel: s(),
          showBannerHelp: s(),
          askAgainDaysLabel: s(),
          askAgainDaysHelp: s(),
          askAgainDaysError: s(),
          necessaryTextLabel: s(),
          analyticsTextLabel: s(),
          marketingTextLabel: s(),
          textRequiredError: s(),
          save: s(),
          reset: s(),
          export: s(),
          statusHeading: s(),
          statusIntro: s(),
          publishHeading: s(),
          publishText: s(),
          publishLabel: s({ hint: "the link to the Cookie banner in the content manager (/admin/)" }),
          helpHeading: s(),
          help: strings(),
          savedTitle: s(),
          savedText: s(),
          resetTitle: s(),
          resetText: s(),
        },
      },
    },
  },
};

/**
 * The GraphQL type gatsby-transformer-json gives the objects of a data file (gatsby-config.ts): its schema's
 * `typeName`, so the nodes it makes are the types declared here. A top-level file is named by its file
 * ("site.json"), an entry of a folder by its folder ("sectors"). A file the schema does not know (the data
 * check reports it) gets a type no query reads.
 */
export function jsonTypeName({ node }: { node: { name: string; relativeDirectory: string } }): string {
  const schema = schemas[node.relativeDirectory === "" ? `${node.name}.json` : node.relativeDirectory];
  return schema?.typeName ?? "UnknownDataJson";
}
