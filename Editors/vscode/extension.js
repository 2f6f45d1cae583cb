// Launches `insetfix lsp` for Swift files; everything else is the language server's.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

exports.activate = async function activate(context) {
  const settings = vscode.workspace.getConfiguration("insetfix");
  client = new LanguageClient(
    "insetfix",
    "insetfix",
    { command: settings.get("path", "insetfix"), args: ["lsp"] },
    {
      documentSelector: [{ scheme: "file", language: "swift" }],
      initializationOptions: {
        insetfix: { config: settings.get("config", ""), deploymentTarget: settings.get("deploymentTarget", "") },
      },
      synchronize: { configurationSection: "insetfix" },
    },
  );
  await client.start();
  context.subscriptions.push(client);
};

exports.deactivate = function deactivate() {
  return client ? client.stop() : undefined;
};
