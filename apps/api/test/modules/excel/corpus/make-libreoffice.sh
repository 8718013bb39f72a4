#!/bin/sh
# Regenerates the LibreOffice workbooks of this corpus from libreoffice-ledger.fods (not run in CI;
# the outputs are committed). Needs Debian's libreoffice-calc-nogui:
#   apt-get install --no-install-recommends libreoffice-calc-nogui
set -eu
cd "$(dirname "$0")"
out=$(mktemp -d)
profile=$(mktemp -d)
# A throwaway profile: no first-start wizard, no clash with a desktop session.
soffice -env:UserInstallation="file://$profile" --headless --convert-to xlsx --outdir "$out" libreoffice-ledger.fods
soffice -env:UserInstallation="file://$profile" --headless --convert-to 'xls:MS Excel 97' --outdir "$out" libreoffice-ledger.fods
cp "$out/libreoffice-ledger.xlsx" "$out/libreoffice-ledger.xls" .
rm -rf "$out" "$profile"
soffice --version
