/**
 * jsdom plus Node's own fetch, for component tests that send real HTTP
 * requests to a local server (jsdom has no fetch of its own). Node's fetch
 * takes only Node's AbortSignal, so the abort classes come with it.
 */
const { TestEnvironment } = require("jest-environment-jsdom");

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    Object.assign(this.global, { fetch, Headers, Request, Response, TextEncoder, TextDecoder, AbortController, AbortSignal });
  }
}

module.exports = JsdomWithFetch;
