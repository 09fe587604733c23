package org.variantc.compiler.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.check.Sources;

/**
 * A real editor as the client: Debian's Neovim, headless, runs {@code variantc lsp} with its
 * built-in LSP client, opens a definition with an error and writes down the diagnostics it
 * received; then fixes the line in its buffer and writes down a hover on the Knight and the
 * completion on a new line. The test prints what Neovim got. Skipped, with a message, where {@code nvim} is missing (.ci/run installs it).
 */
class NeovimClientTest {
    @TempDir
    Path dir;

    @Test
    void neovimShowsTheCheckersErrorOnItsLineThenHoverAndCompletion() throws Exception {
        Path nvim = Path.of("/usr/bin/nvim");
        assumeTrue(Files.isExecutable(nvim), "nvim is not installed (apt-get install neovim): the Neovim test is skipped");
        List<String> fide = Files.readAllLines(Sources.definition("fide.variant"));
        int rook = -1;
        for (int i = 0; i < fide.size(); i++) {
            if (fide.get(i).matches("piece\\s+Rook\\s+R\\s+\"R\".*")) {
                rook = i;
            }
        }
        assertTrue(rook >= 0, "fide.variant declares the Rook");
        fide.set(rook, fide.get(rook).replace("\"R\"", "\"R%\""));
        Path broken = dir.resolve("broken.variant");
        Files.write(broken, fide);
        int knight = -1;
        for (int i = 0; i < fide.size(); i++) {
            if (fide.get(i).matches("piece\\s+Knight\\s+N\\s.*")) {
                knight = i;
            }
        }
        assertTrue(knight >= 0, "fide.variant declares the Knight");
        Path script = dir.resolve("client.lua");
        // Diagnostics on the broken file; then the line fixed in the buffer (a didChange), the
        // errors cleared, a hover on the Knight's id and a completion on a new last line.
        Files.writeString(script, String.join("\n",
                "local id = vim.lsp.start_client({ name = 'variantc', root_dir = os.getenv('VARIANTC_DIR'),",
                "  cmd = { os.getenv('VARIANTC_JAVA'), '-cp', os.getenv('VARIANTC_CP'), 'org.variantc.compiler.cli.Main', 'lsp' } })",
                "vim.cmd('edit ' .. vim.fn.fnameescape(os.getenv('VARIANTC_FILE')))",
                "vim.lsp.buf_attach_client(0, id)",
                "local client = vim.lsp.get_client_by_id(id)",
                "vim.wait(90000, function() return #vim.diagnostic.get(0) > 0 end, 100)",
                "local lines = {}",
                "for _, d in ipairs(vim.diagnostic.get(0)) do",
                "  table.insert(lines, (d.lnum + 1) .. ':' .. (d.col + 1) .. ': ' .. d.message)",
                "end",
                "vim.fn.writefile(lines, os.getenv('VARIANTC_OUT'))",
                "local rook = tonumber(os.getenv('VARIANTC_ROOK'))",
                "vim.api.nvim_buf_set_lines(0, rook, rook + 1, false, { os.getenv('VARIANTC_FIXED') })",
                "vim.api.nvim_buf_set_lines(0, -1, -1, false, { '' })",
                "vim.wait(90000, function() return #vim.diagnostic.get(0) == 0 end, 100)",
                "local doc = { uri = vim.uri_from_bufnr(0) }",
                "local knight = tonumber(os.getenv('VARIANTC_KNIGHT'))",
                "local hover = client.request_sync('textDocument/hover',",
                "  { textDocument = doc, position = { line = knight, character = 13 } }, 90000, 0)",
                "local shown = {}",
                "if hover and hover.result then shown = vim.split(hover.result.contents.value, '\\n') end",
                "vim.fn.writefile(shown, os.getenv('VARIANTC_HOVER'))",
                "local last = vim.api.nvim_buf_line_count(0) - 1",
                "local completion = client.request_sync('textDocument/completion',",
                "  { textDocument = doc, position = { line = last, character = 0 } }, 90000, 0)",
                "local labels = {}",
                "if completion and completion.result then",
                "  for _, item in ipairs(completion.result.items or completion.result) do table.insert(labels, item.label) end",
                "end",
                "vim.fn.writefile({ table.concat(labels, ' ') }, os.getenv('VARIANTC_COMPLETION'))",
                "vim.lsp.stop_client(id)",
                "vim.cmd('qa!')", ""));
        Path out = dir.resolve("diagnostics.txt");
        Path hoverOut = dir.resolve("hover.txt");
        Path completionOut = dir.resolve("completion.txt");
        ProcessBuilder run = new ProcessBuilder(nvim.toString(), "--headless", "--clean", "-n", "-c",
                "luafile " + script).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("nvim.log").toFile());
        run.environment().put("VARIANTC_JAVA", ProcessHandle.current().info().command().orElse("java"));
        run.environment().put("VARIANTC_CP", System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")));
        run.environment().put("VARIANTC_DIR", dir.toString());
        run.environment().put("VARIANTC_FILE", broken.toString());
        run.environment().put("VARIANTC_OUT", out.toString());
        run.environment().put("VARIANTC_HOVER", hoverOut.toString());
        run.environment().put("VARIANTC_COMPLETION", completionOut.toString());
        run.environment().put("VARIANTC_ROOK", Integer.toString(rook));
        run.environment().put("VARIANTC_FIXED", Files.readAllLines(Sources.definition("fide.variant")).get(rook));
        run.environment().put("VARIANTC_KNIGHT", Integer.toString(knight));
        run.environment().put("HOME", dir.toString());
        Process nvimProcess = run.start();
        boolean ended = nvimProcess.waitFor(150, TimeUnit.SECONDS);
        if (!ended) {
            nvimProcess.destroyForcibly();
        }
        assertTrue(ended, "nvim did not finish: " + Files.readString(dir.resolve("nvim.log")));
        assertTrue(Files.exists(out), "nvim wrote no diagnostics: " + Files.readString(dir.resolve("nvim.log")));
        List<String> seen = Files.readAllLines(out);
        System.out.println("Neovim's diagnostics: " + seen);
        assertTrue(!seen.isEmpty(), "Neovim received no diagnostic");
        assertTrue(seen.get(0).startsWith((rook + 1) + ":"), "expected an error on line " + (rook + 1) + ": " + seen);
        assertEquals(1, seen.stream().filter(s -> s.contains("R%") || s.toLowerCase().contains("betza")).limit(1).count(),
                seen.toString());

        String hover = Files.exists(hoverOut) ? Files.readString(hoverOut) : "";
        System.out.println("Neovim's hover on the Knight (line " + (knight + 1) + "), once the Rook was fixed:\n" + hover);
        assertTrue(hover.contains("Knight's leap") && hover.contains("  7 . . * . * . .") && hover.contains("  5 . . . N . . ."),
                "the hover lacks the Knight's words or its diagram: " + hover);
        String completion = Files.exists(completionOut) ? Files.readString(completionOut).trim() : "";
        System.out.println("Neovim's completion on a new last line: " + completion);
        List<String> labels = List.of(completion.split(" "));
        assertTrue(labels.containsAll(List.of("piece", "zones", "setup", "K", "Q", "R", "B", "N", "P")), completion);
    }
}
