#!/usr/bin/env bash
# The project's Node (.nvmrc) and npm, from the npm registry, checked against the checksums pinned in
# tools/platform/node.sha512 and kept in a cache folder once they have run on this machine. Prints that folder's
# bin/ and nothing else, to put first on PATH:
#   p="$(bash tools/platform/node.sh)" && export PATH="$p:$PATH"
# On failure it prints nothing on stdout, says why on stderr and exits non-zero.
# macOS and Linux, on x64 and arm64 (on Windows: in WSL). Needs some node and npm to fetch with (the machine's own,
# even an old one), tar and openssl (macOS's LibreSSL will do). .ci/run does the same.
set -euo pipefail
me="tools/platform/node.sh"
fail() { printf '%s: %s\n' "$me" "$*" >&2; exit 1; }

root="$(cd "$(dirname "$0")/../.." && pwd)"
pins="$root/tools/platform/node.sha512"
node_version="$(tr -d ' \nv' < "$root/.nvmrc")"

system="$(uname -s)"
cpu="$(uname -m)"
case "$system" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  MINGW* | MSYS* | CYGWIN*) fail "Windows ($system) is not supported: run this in WSL (Windows Subsystem for Linux), which is Linux." ;;
  *) os="" ;;
esac
case "$cpu" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) arch="" ;;
esac
if [ -z "$os" ] || [ -z "$arch" ]; then
  fail "no Node for this machine: uname -s says \"$system\" and uname -m says \"$cpu\"; this script knows macOS and Linux on x64 and arm64. Install Node $node_version yourself (nvm reads .nvmrc) and put it first on PATH."
fi
machine="$os-$arch"

pin() { # machine → "package@version sha512-…", from the pins file
  local key spec sha
  while read -r key spec sha; do
    if [ "$key" = "$1" ]; then
      printf '%s %s\n' "$spec" "$sha"
      return 0
    fi
  done < <(grep -v '^#' "$pins")
  return 1
}
read -r node_spec node_sha < <(pin "$machine") || fail "no Node pinned for $machine in tools/platform/node.sha512"
read -r npm_spec npm_sha < <(pin npm) || fail "no npm pinned in tools/platform/node.sha512"
node_pinned="${node_spec##*@}"
npm_version="${npm_spec##*@}"
if [ "${node_pinned%%.*}" != "${node_version%%.*}" ] || { [ "$os" = linux ] && [ "$node_pinned" != "$node_version" ]; }; then
  fail "tools/platform/node.sha512 pins $node_spec for $machine, but .nvmrc names Node $node_version: pin that release (npm view ${node_spec%@*}@$node_version dist.integrity)."
fi

# Runs only if it is Node $node_pinned and runs on this machine (the right system, processor and C library).
runs() { [ "$("$1" --version 2>/dev/null)" = "v$node_pinned" ]; }

dest="${XDG_CACHE_HOME:-$HOME/.cache}/beltwright-platform/$machine-node-$node_pinned-npm-$npm_version"
if [ -x "$dest/bin/npm" ] && runs "$dest/bin/node"; then
  printf '%s\n' "$dest/bin"
  exit 0
fi

command -v openssl >/dev/null 2>&1 || fail "openssl is needed to check what is fetched, and there is none on PATH (Debian: apt-get install openssl; macOS has it)."
if ! command -v npm >/dev/null 2>&1 || ! command -v node >/dev/null 2>&1; then
  fail "npm (and a node to run it) is needed to fetch Node $node_pinned from the npm registry, and there is none on PATH. Install any Node with npm first (your system's package, or nvm, which reads .nvmrc), then run this again."
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

fetch() { # package@version, sha512-… → the path of the checked tarball, on stdout
  local spec="$1" want="$2" dir="$work/pack-${1%@*}" code got file
  mkdir -p "$dir"
  if ! (cd "$dir" && npm pack --ignore-scripts --loglevel=error "$spec") > "$dir/.out" 2> "$dir/.err"; then
    code="$(sed -E -n 's/^npm (error|ERR!) code ([A-Z0-9_]+).*/\2/p' "$dir/.err" | head -n 1)"
    case "$code" in
      ENOTFOUND | EAI_AGAIN | ECONNREFUSED | ECONNRESET | ETIMEDOUT | ESOCKETTIMEDOUT | ENETUNREACH | EHOSTUNREACH | ERR_SOCKET_TIMEOUT)
        printf '%s: cannot reach the npm registry to fetch %s (%s): this machine looks offline, or a proxy is in the way (npm config get proxy). Run it again once connected. npm said:\n' "$me" "$spec" "$code" >&2 ;;
      E404) printf '%s: the npm registry has no %s: correct tools/platform/node.sha512. npm said:\n' "$me" "$spec" >&2 ;;
      *) printf '%s: npm could not fetch %s. npm said:\n' "$me" "$spec" >&2 ;;
    esac
    { grep -v '^npm [a-zA-Z!]* *    at ' "$dir/.err" || true; } | sed 's/^/  /' >&2
    exit 1
  fi
  file="$(find "$dir" -maxdepth 1 -name '*.tgz' | head -n 1)"
  [ -n "$file" ] || fail "npm pack $spec wrote no tarball (it printed: $(tr '\n' ' ' < "$dir/.out"))"
  got="sha512-$(openssl dgst -sha512 -binary "$file" | openssl base64 -A)"
  [ "$got" = "$want" ] || fail "$spec does not match its checksum in tools/platform/node.sha512 (expected $want, got $got): the download is damaged or not the package pinned. Nothing was kept; run it again, and if it persists, do not use it."
  printf '%s\n' "$file"
}

node_tgz="$(fetch "$node_spec" "$node_sha")"
npm_tgz="$(fetch "$npm_spec" "$npm_sha")"
mkdir -p "$work/out/bin" "$work/out/lib/node_modules/npm"
tar xzf "$node_tgz" -C "$work/out" --strip-components=1 package/bin/node
tar xzf "$npm_tgz" -C "$work/out/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/out/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$work/out/bin/npx"

if ! runs "$work/out/bin/node"; then
  said="$("$work/out/bin/node" --version 2>&1 | head -n 3 | tr '\n' ' ' || true)"
  hint="Install Node $node_version yourself (nvm reads .nvmrc) and put it first on PATH."
  if [ "$machine" = darwin-arm64 ]; then
    hint="Apple silicon runs this Intel build through Rosetta 2: install it (softwareupdate --install-rosetta --agree-to-license) and run this again, or $hint"
  fi
  fail "$node_spec (Node $node_pinned for $machine) does not run on this machine (it said: ${said:-nothing}), so it was not kept. $hint"
fi

if [ "$node_pinned" != "$node_version" ]; then
  printf '%s: Node %s for %s (%s), the newest Node %s the npm registry has for it; .nvmrc names %s.\n' "$me" "$node_pinned" "$machine" "${node_spec%@*}" "${node_version%%.*}" "$node_version" >&2
fi
mkdir -p "$(dirname "$dest")"
rm -rf "$dest"
mv "$work/out" "$dest"
printf '%s\n' "$dest/bin"
