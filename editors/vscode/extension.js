// Starts `variantc lsp` for .variant files; the server does the work (see README, "Editing definitions").
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration('variantc').get('command', 'variantc');
  client = new LanguageClient('variantc', 'Variantc', { command, args: ['lsp'] },
    { documentSelector: [{ scheme: 'file', language: 'variant' }, { scheme: 'untitled', language: 'variant' }] });
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
