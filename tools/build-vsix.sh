#!/usr/bin/env bash
# Builds the VS Code extension editors/vscode into editors/vscode/variantc-VERSION.vsix with the
# npm registry's own packager (@vscode/vsce, pinned with vscode-languageclient in
# package.json/package-lock.json), then lists what the .vsix holds.
# Needs Node.js 20 or later and npm; fetches the pinned packages into editors/vscode/node_modules.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ext="$root/editors/vscode"
cd "$ext"
# one grammar for every editor: the extension packs a copy of editors/variant.tmLanguage.json
cp "$root/editors/variant.tmLanguage.json" "$ext/variant.tmLanguage.json"
npm ci --no-audit --no-fund
version="$(node -p "require('./package.json').version")"
out="$ext/variantc-$version.vsix"
# the project has no LICENSE file or repository URL to name; vsce would otherwise stop and ask
npx --no-install vsce package --skip-license --allow-missing-repository -o "$out"
unzip -l "$out"
echo "built $out; install it with: code --install-extension $out"
