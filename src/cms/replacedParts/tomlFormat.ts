import { unusedFormat } from "./notBuilt";

/** decap-cms-core's formats/toml.js, with its TOML parser and writer. */
export default unusedFormat("TOML");
