package layers_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/sudokudesktop/sudoku"

// room is one row of README's table of rooms: the packages under a path
// and what of ours they may import. A package belongs to the room with the
// longest path that holds it.
type room struct {
	path string   // relative to the module; "solver" holds solver/...
	may  []string // what of ours it may import: "x/" is x and every package under it, "x" that package alone
	// never are imports the row forbids by name, as "fyne/v2/app".
	never []string
	fyne  bool   // it may import Fyne
	notes string // what the table says of it, for the failure message
}

// table is README's table of rooms, read once by readTable.
type table struct {
	rooms []room
	// testsOnly are the rooms only tests import: no package of the
	// program may.
	testsOnly []string
	// appOwner is the one package that may import fyne/v2/app.
	appOwner string
}

// readme is the module's README, whose Architecture section holds the
// table.
var readme = filepath.Join("..", "..", "..", "README.md")

// backticked returns the `quoted` words of s, in order.
func backticked(s string) []string {
	var out []string
	for _, m := range regexp.MustCompile("`([^`]+)`").FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	return out
}

// readTable reads README's table of rooms: its rows' first column names
// the rooms, the last what they may import: "nothing of ours", the paths
// allowed, "Fyne", "everything", and in "(never ...)" what is forbidden
// by name; "imported by tests only" marks a room the program never
// imports, and the row that calls a package "the only importer of
// `fyne/v2/app`" names the one that may.
func readTable(t testing.TB) table {
	t.Helper()
	text, err := os.ReadFile(readme)
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(text), "\n## Architecture\n")
	if !ok {
		t.Fatal("README has no Architecture section")
	}
	var tb table
	header := false
	for _, line := range strings.Split(section, "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "|") {
			if header {
				break // the table's end
			}
			continue
		}
		cols := strings.Split(strings.Trim(line, "|"), "|")
		if len(cols) != 3 {
			t.Fatalf("README's table: a row of %d columns: %q", len(cols), line)
		}
		if !header {
			header = strings.TrimSpace(cols[0]) == "room"
			continue
		}
		if strings.HasPrefix(strings.TrimSpace(cols[0]), "---") {
			continue
		}
		if m := regexp.MustCompile("`([^`]+)` \\(the only importer of `fyne/v2/app`\\)").FindStringSubmatch(cols[1]); m != nil {
			tb.appOwner = m[1]
		}
		may, never, _ := strings.Cut(cols[2], "(never")
		r := room{notes: strings.TrimSpace(cols[2]), never: backticked(never)}
		switch {
		case strings.Contains(may, "everything"):
			r.may, r.fyne = []string{"/"}, true
		default:
			r.may = backticked(may)
			r.fyne = strings.Contains(may, "Fyne")
		}
		paths := backticked(cols[0])
		if len(paths) == 0 {
			t.Fatalf("README's table: a row names no room: %q", line)
		}
		for _, p := range paths {
			r.path = strings.TrimSuffix(p, "/")
			tb.rooms = append(tb.rooms, r)
			if strings.Contains(cols[2], "imported by tests only") {
				tb.testsOnly = append(tb.testsOnly, r.path)
			}
		}
	}
	if len(tb.rooms) < 5 || tb.appOwner == "" {
		t.Fatalf("README's table read as %d rooms, the importer of fyne/v2/app %q: is it the table?", len(tb.rooms), tb.appOwner)
	}
	return tb
}

// roomOf returns the room of the package at rel, a path relative to the
// module.
func (tb *table) roomOf(rel string) (room, bool) {
	best, found := room{}, false
	for _, r := range tb.rooms {
		if under(rel, r.path) && (!found || len(r.path) > len(best.path)) {
			best, found = r, true
		}
	}
	return best, found
}

// under reports whether rel is path or a package below it; every package
// is under "".
func under(rel, path string) bool {
	return path == "" || rel == path || strings.HasPrefix(rel, path+"/")
}

// pkg is what go list says of a package.
type pkg struct {
	ImportPath   string
	Imports      []string
	TestImports  []string
	XTestImports []string
}

// listPackages runs go list on the module's packages.
func listPackages(t *testing.T) []pkg {
	t.Helper()
	watchSources(t)
	cmd := exec.Command("go", "list", "-json", module+"/...")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.String())
	}
	var pkgs []pkg
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p pkg
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, p)
	}
	if len(pkgs) < 10 {
		t.Fatalf("go list found %d packages: is this the module?", len(pkgs))
	}
	return pkgs
}

// watchSources looks at every Go file of the module, so that go test's
// cache, which knows the files a test opens but not what go list reads,
// runs this test again whenever any of them changes.
func watchSources(t *testing.T) {
	t.Helper()
	err := filepath.WalkDir(filepath.Join("..", "..", ".."), func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && (strings.HasPrefix(d.Name(), ".") && path != filepath.Join("..", "..", "..") || d.Name() == "testdata"):
			return filepath.SkipDir
		case !d.IsDir() && strings.HasSuffix(path, ".go"):
			f, err := os.Open(path)
			if err != nil {
				return err
			}
			return f.Close()
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// violations returns what p imports that its room does not allow:
// production imports only, since a test may bring in what it checks
// against.
func (tb *table) violations(p pkg) []string {
	rel := strings.TrimPrefix(strings.TrimPrefix(p.ImportPath, module), "/")
	r, ok := tb.roomOf(rel)
	if !ok {
		return []string{rel + " is in no room of README's table"}
	}
	var bad []string
	for _, imp := range p.Imports {
		switch {
		case imp == "fyne.io/fyne/v2/app" && rel != tb.appOwner:
			bad = append(bad, rel+" imports fyne.io/fyne/v2/app: only "+tb.appOwner+" may")
		case strings.HasPrefix(imp, "fyne.io/") && !r.fyne:
			bad = append(bad, rel+" imports "+imp+": the "+r.path+" room is pure Go")
		case imp == module || strings.HasPrefix(imp, module+"/"):
			to := strings.TrimPrefix(strings.TrimPrefix(imp, module), "/")
			if !tb.allowed(r, to) {
				bad = append(bad, rel+" imports "+to+": the "+r.path+" room may import "+r.notes)
			}
		}
	}
	return bad
}

// allowed reports whether room r may import the package at rel: its own
// packages, and what its row allows and does not forbid, never a room
// only tests import.
func (tb *table) allowed(r room, rel string) bool {
	for _, f := range r.never {
		if under(rel, strings.TrimSuffix(f, "/")) {
			return false
		}
	}
	for _, f := range tb.testsOnly {
		if under(rel, f) && !under(r.path, f) {
			return false
		}
	}
	if under(rel, r.path) {
		return true
	}
	for _, m := range r.may {
		if m == "/" || strings.HasSuffix(m, "/") && under(rel, strings.TrimSuffix(m, "/")) || rel == m {
			return true
		}
	}
	return false
}

// TestRooms holds README's table of rooms: any import it does not allow
// fails here, naming the package, the import and what the room may use.
func TestRooms(t *testing.T) {
	tb := readTable(t)
	for _, p := range listPackages(t) {
		for _, v := range tb.violations(p) {
			t.Error(v)
		}
	}
}

// TestRoomsCatchForbiddenImports feeds the check imports it must refuse,
// so that a check that lets everything through cannot pass.
func TestRoomsCatchForbiddenImports(t *testing.T) {
	tb := readTable(t)
	for _, tc := range []struct {
		pkg, imp string
		bad      bool
	}{
		{"game", "levels", true},
		{"game", "solver/logic", false},
		{"solver/logic", "game", true},
		{"solver", "fyne.io/fyne/v2", true},
		{"game/session", "fyne.io/fyne/v2/theme", true},
		{"ui", "fyne.io/fyne/v2/app", true},
		{"ui", "levels", true},
		{"ui", "solver/generate", true},
		{"ui", "solver/dlx", true},
		{"ui", "solver/internal/bitboard", true},
		{"ui", "solver/variant/plain", true},
		{"ui", "game/gametest", true},
		{"ui", "solver/variant", false},
		{"ui", "solver/geometry", false},
		{"ui", "solver/logic", false},
		{"ui", "game/session", false},
		{"ui", "assets", false},
		{"game/session", "solver/generate", false},
		{"game/session", "game/gametest", true},
		{"cmd/sudoku", "game/gametest", true},
		{"cmd/sudoku-cli", "solver/dlx", false},
		{"game/gametest", "solver/logic", true},
		{"assets", "fyne.io/fyne/v2", false},
		{"levels", "fyne.io/fyne/v2", true},
		{"ui/printout", "solver/logic", false},
		{"cmd/sudoku", "fyne.io/fyne/v2/app", false},
		{"cmd/sudoku-cli", "fyne.io/fyne/v2/app", true},
		{"levels", "solver", true},
		{"levels/internal/genlevels", "solver/generate", false},
	} {
		imp := tc.imp
		if !strings.Contains(imp, ".") {
			imp = module + "/" + imp
		}
		got := tb.violations(pkg{ImportPath: module + "/" + tc.pkg, Imports: []string{imp}})
		if (len(got) > 0) != tc.bad {
			t.Errorf("%s importing %s: violations %q, want bad=%v", tc.pkg, tc.imp, got, tc.bad)
		}
	}
}

// TestRoomsNameRealPaths: the check named game/session/internal, a path
// that does not exist, so that its rule guarded nothing. Every room and
// every path the table allows or forbids is a folder of the module.
func TestRoomsNameRealPaths(t *testing.T) {
	tb := readTable(t)
	root := filepath.Join("..", "..", "..")
	exists := func(rel string) bool {
		st, err := os.Stat(filepath.Join(root, filepath.FromSlash(strings.TrimSuffix(rel, "/"))))
		return err == nil && st.IsDir()
	}
	for _, r := range tb.rooms {
		if !exists(r.path) {
			t.Errorf("the table's room %s is no folder of the module", r.path)
		}
		for _, p := range append(slices.Clone(r.may), r.never...) {
			if p != "/" && p != "fyne/v2/app" && !exists(p) {
				t.Errorf("the %s room's row names %s, no folder of the module", r.path, p)
			}
		}
	}
	if !exists(tb.appOwner) {
		t.Errorf("the importer of fyne/v2/app, %s, is no folder of the module", tb.appOwner)
	}
}

// TestUIReadsTheViewOnly: the window read the game past the session's
// view, solved puzzles to print their answers and worked out a forcing
// chain's logic from its beats' kinds. Its program files call none of
// those: the session hands it views, sheets and solutions.
func TestUIReadsTheViewOnly(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "..", "ui", "*.go"))
	if err != nil || len(files) < 10 {
		t.Fatalf("ui's files: %d, %v", len(files), err)
	}
	banned := regexp.MustCompile(`\.Game\(\)|\bSolve\(|\.Kind == "|\.Beats\(`)
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(text), "\n") {
			if m := banned.FindString(line); m != "" && !strings.HasPrefix(strings.TrimSpace(line), "//") {
				t.Errorf("%s:%d: %q: the window decides through the session's view, not %s", filepath.Base(f), i+1, strings.TrimSpace(line), m)
			}
		}
	}
}
