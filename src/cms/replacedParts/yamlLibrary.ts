import { notBuilt } from "./notBuilt";

/**
 * The YAML library as decap-cms-core's other two users import it. Loading config.yml parses it, and this CMS
 * is handed its configuration (load_config_file: false). The error page writes the configuration into its
 * "report this" link: JSON is YAML too, so it is written as JSON.
 */
export default {
  parse(): never {
    throw notBuilt("Reading config.yml", "the CMS is given its configuration generated from src/data/schema.ts");
  },
  stringify: (value: unknown): string => JSON.stringify(value, null, 2),
};
