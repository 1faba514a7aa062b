import { unusedFormat } from "./notBuilt";

/** decap-cms-core's formats/yaml.js, with the YAML library. */
export default unusedFormat("YAML");
