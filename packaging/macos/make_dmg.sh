#!/bin/sh
# macOS: build dist/JassDesk.app (packaging/build.py) and put it in dist/JassDesk-<version>.dmg with a link to
# /Applications, so the person drags it across.  Run on a Mac with the project's dependencies and PyInstaller:
#   sh packaging/macos/make_dmg.sh [--smoke-test 12]
# Signing and notarization stay manual (they need the project's Apple Developer ID); see docs/packaging.md.
set -eu
cd "$(dirname "$0")/../.."
python3 packaging/build.py "$@"
version=$(python3 -c 'import sys; sys.path.insert(0, "."); import jassdesk; print(jassdesk.__version__)')
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
cp -R dist/JassDesk.app "$stage/"
ln -s /Applications "$stage/Applications"
hdiutil create -volname "JassDesk $version" -srcfolder "$stage" -ov -format UDZO "dist/JassDesk-$version.dmg"
echo "dist/JassDesk-$version.dmg"
