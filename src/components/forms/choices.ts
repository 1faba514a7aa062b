import type { Choice } from "../../lib/forms/fields";
import { must } from "../../lib/must";
import type { FormChoices } from "./types";

const choice = (label: string): Choice => ({ value: label, label });

/**
 * The choices the forms offer, from the site's own data: sectors (A to Z, as the
 * query sorts them at build time: a locale-aware sort here cost the home page ~50 ms),
 * services and the reseller page's business types (in their order), each
 * with "Other"; and the stock or dropship preference.
 */
export function formChoices(data: Queries.EnquiryFormDataQuery): FormChoices {
  const content = must(data.formsJson, "data/forms.json");
  const other = choice(content.common.other);
  return {
    sectors: [...data.allSectorsJson.nodes.map((node) => choice(node.name)), other],
    services: [...data.allServicesJson.nodes.map((node) => choice(node.title)), other],
    businessTypes: [...must(data.resellersJson, "data/resellers.json").who.cards.map((card) => choice(card.title)), other],
    preferences: (["stock", "dropship", "both"] as const).map((value) => ({ value, label: content.reseller.preferences[value] })),
  };
}
