import { notBuilt } from "./notBuilt";

/** decap-cms-backend-github's GraphQLAPI: the backend's `use_graphql` mode, with Apollo's client and cache and GraphQL's parser. */
export default class GraphQLAPI {
  constructor() {
    throw notBuilt('The GitHub backend\'s GraphQL mode ("use_graphql")', "the configuration this site generates uses its REST API");
  }
}
