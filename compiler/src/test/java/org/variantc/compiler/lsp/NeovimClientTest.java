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
 * received. Skipped, with a message, where {@code nvim} is missing (.ci/run installs it).
 */
class NeovimClientTest {
    @TempDir
    Path dir;

    @Test
    void neovimShowsTheCheckersErrorOnItsLine() throws Exception {
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
        Path script = dir.resolve("client.lua");
        Files.writeString(script, String.join("\n",
                "local client = vim.lsp.start_client({ name = 'variantc', root_dir = os.getenv('VARIANTC_DIR'),",
                "  cmd = { os.getenv('VARIANTC_JAVA'), '-cp', os.getenv('VARIANTC_CP'), 'org.variantc.compiler.cli.Main', 'lsp' } })",
                "vim.cmd('edit ' .. vim.fn.fnameescape(os.getenv('VARIANTC_FILE')))",
                "vim.lsp.buf_attach_client(0, client)",
                "vim.wait(90000, function() return #vim.diagnostic.get(0) > 0 end, 100)",
                "local lines = {}",
                "for _, d in ipairs(vim.diagnostic.get(0)) do",
                "  table.insert(lines, (d.lnum + 1) .. ':' .. (d.col + 1) .. ': ' .. d.message)",
                "end",
                "vim.fn.writefile(lines, os.getenv('VARIANTC_OUT'))",
                "vim.lsp.stop_client(client)",
                "vim.cmd('qa!')", ""));
        Path out = dir.resolve("diagnostics.txt");
        ProcessBuilder run = new ProcessBuilder(nvim.toString(), "--headless", "--clean", "-n", "-c",
                "luafile " + script).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("nvim.log").toFile());
        run.environment().put("VARIANTC_JAVA", ProcessHandle.current().info().command().orElse("java"));
        run.environment().put("VARIANTC_CP", System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")));
        run.environment().put("VARIANTC_DIR", dir.toString());
        run.environment().put("VARIANTC_FILE", broken.toString());
        run.environment().put("VARIANTC_OUT", out.toString());
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
    }
}
