#!/usr/bin/env bash
# The project's Node (.nvmrc, exactly that release, native to this machine) and npm, checked and kept in a cache
# folder once they have run here. Prints that folder's bin/ and nothing else, to put first on PATH:
#   p="$(bash tools/platform/node.sh)" && export PATH="$p:$PATH"
# On failure it prints nothing on stdout, says why on stderr and exits non-zero.
# Where each machine's Node comes from is in tools/platform/node.sha512: the npm registry's package, checked against
# its pinned sha512, or, where the registry has no build of the release (macOS), the Node.js project's own download
# (https://nodejs.org/dist/), checked as nvm and the official Docker images do: against the release's SHASUMS256.txt,
# fetched over HTTPS, and, where gpg is present, its signature (SHASUMS256.txt.asc) by a key in
# tools/platform/node-release-keys/ (the release team's, from github.com/nodejs/release-keys).
# macOS and Linux, on x64 and arm64 (on Windows: in WSL). Needs some node and npm to fetch npm with (the machine's
# own, even an old one), tar and openssl (macOS's LibreSSL will do), and curl for nodejs.org. .ci/run does the same.
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
npm_version="${npm_spec##*@}"
if [ "$node_spec" = nodejs.org ]; then
  node_pinned="$node_version"
else
  node_pinned="${node_spec##*@}"
  if [ "$node_pinned" != "$node_version" ]; then
    fail "tools/platform/node.sha512 pins $node_spec for $machine, but .nvmrc names Node $node_version: pin that release (npm view ${node_spec%@*}@$node_version dist.integrity), or, if the registry has none, write nodejs.org in its place."
  fi
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
  fail "npm (and a node to run it) is needed to fetch npm $npm_version from the npm registry, and there is none on PATH. Install any Node with npm first (your system's package, or nvm, which reads .nvmrc), then run this again."
fi
if [ "$node_spec" = nodejs.org ] && ! command -v curl >/dev/null 2>&1; then
  fail "curl is needed to fetch Node $node_version from nodejs.org, and there is none on PATH (macOS has it; Debian: apt-get install curl)."
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

release="https://nodejs.org/dist/v$node_version"
download() { # file of the release → $work/dist/file; only over HTTPS, failing on an HTTP error
  mkdir -p "$work/dist"
  if ! curl --proto '=https' --tlsv1.2 --fail --silent --show-error --location --retry 2 --output "$work/dist/$1" "$release/$1" 2> "$work/dist/.err"; then
    case "$(sed -E -n 's/^curl: \(([0-9]+)\).*/\1/p' "$work/dist/.err" | head -n 1)" in
      5 | 6 | 7 | 28 | 35 | 52 | 55 | 56)
        printf '%s: cannot reach nodejs.org to fetch %s: this machine looks offline, or a proxy is in the way (curl reads https_proxy). Run it again once connected. curl said:\n' "$me" "$release/$1" >&2 ;;
      22) printf '%s: nodejs.org has no %s: is Node %s (.nvmrc) released for %s? curl said:\n' "$me" "$release/$1" "$node_version" "$machine" >&2 ;;
      *) printf '%s: curl could not fetch %s. curl said:\n' "$me" "$release/$1" >&2 ;;
    esac
    sed 's/^/  /' "$work/dist/.err" >&2
    exit 1
  fi
}

# The release's tarball for this machine, checked against SHASUMS256.txt and, where gpg is present, against the
# signed copy of those sums (SHASUMS256.txt.asc) by one of the release team's keys kept in the repository.
fetch_release() { # → the path of the checked tarball, on stdout
  local file="node-v$node_version-$machine.tar.gz" line signed got keys="$root/tools/platform/node-release-keys"
  download SHASUMS256.txt
  line="$(grep -E "^[0-9a-f]{64}  $file\$" "$work/dist/SHASUMS256.txt" || true)"
  [ -n "$line" ] || fail "$release/SHASUMS256.txt has no checksum for $file, so it was not fetched."
  if command -v gpg >/dev/null 2>&1; then
    download SHASUMS256.txt.asc
    mkdir -m 700 "$work/gnupg"
    if ! gpg --homedir "$work/gnupg" --batch --quiet --import "$keys"/*.asc 2> "$work/gnupg.err"; then
      fail "gpg could not read the release team's keys in tools/platform/node-release-keys/: $(tr '\n' ' ' < "$work/gnupg.err")"
    fi
    if ! gpg --homedir "$work/gnupg" --batch --quiet --output "$work/dist/signed.txt" --decrypt "$work/dist/SHASUMS256.txt.asc" 2> "$work/gnupg.err"; then
      fail "$release/SHASUMS256.txt.asc is not signed by any of the Node.js release team's keys in tools/platform/node-release-keys/ (gpg said: $(grep -v '^gpg: WARNING\|^gpg: *There is no indication\|^Primary key fingerprint' "$work/gnupg.err" | tr '\n' ' ')). Nothing was fetched; if the release team has a new member, add their key from https://github.com/nodejs/release-keys."
    fi
    signed="$(grep -E "^[0-9a-f]{64}  $file\$" "$work/dist/signed.txt" || true)"
    [ "$signed" = "$line" ] || fail "$release/SHASUMS256.txt gives $file a checksum its signed copy (SHASUMS256.txt.asc) does not: one of them is not the release's. Nothing was fetched."
  else
    printf '%s: gpg is not on PATH, so the signature of Node %s'"'"'s checksums (SHASUMS256.txt.asc) was not checked, only the checksums fetched over HTTPS. Install gnupg to check it too.\n' "$me" "$node_version" >&2
  fi
  download "$file"
  got="$(openssl dgst -sha256 -binary "$work/dist/$file" | od -An -v -tx1 | tr -d ' \n')"
  [ "$got" = "${line%% *}" ] || fail "$file does not match its checksum in $release/SHASUMS256.txt (expected ${line%% *}, got $got): the download is damaged or not the release. Nothing was kept; run it again, and if it persists, do not use it."
  printf '%s\n' "$work/dist/$file"
}

mkdir -p "$work/out/bin" "$work/out/lib/node_modules/npm"
if [ "$node_spec" = nodejs.org ]; then
  node_tarball="$(fetch_release)"
  tar xzf "$node_tarball" -C "$work/out" --strip-components=1 "node-v$node_version-$machine/bin/node"
  node_from="Node $node_version for $machine from nodejs.org"
else
  node_tarball="$(fetch "$node_spec" "$node_sha")"
  tar xzf "$node_tarball" -C "$work/out" --strip-components=1 package/bin/node
  node_from="$node_spec (Node $node_version for $machine)"
fi
npm_tgz="$(fetch "$npm_spec" "$npm_sha")"
tar xzf "$npm_tgz" -C "$work/out/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/out/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$work/out/bin/npx"

if ! runs "$work/out/bin/node"; then
  said="$("$work/out/bin/node" --version 2>&1 | head -n 3 | tr '\n' ' ' || true)"
  fail "$node_from does not run on this machine (it said: ${said:-nothing}), so it was not kept. Install Node $node_version yourself (nvm reads .nvmrc) and put it first on PATH."
fi

mkdir -p "$(dirname "$dest")"
rm -rf "$dest"
mv "$work/out" "$dest"
printf '%s\n' "$dest/bin"
