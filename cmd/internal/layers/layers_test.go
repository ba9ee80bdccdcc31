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
	"strings"
	"testing"
)

const module = "github.com/sudokudesktop/sudoku"

// room is one row of README's table of rooms: the packages under a path
// and what of ours they may import. A package belongs to the room with the
// longest path that holds it.
type room struct {
	path  string   // relative to the module; "solver" holds solver/...
	may   []string // rooms of ours it may import (each with what is under it)
	fyne  bool     // it may import Fyne
	notes string   // what the table says of it, for the failure message
}

var rooms = []room{
	{path: "solver", may: []string{"solver"}, notes: "nothing of ours"},
	{path: "game", may: []string{"solver"}, notes: "solver"},
	{path: "game/session", may: []string{"game", "solver", "levels"}, notes: "game, solver, levels"},
	{path: "game/gametest", may: []string{"game", "solver"}, notes: "game, solver (the tests' fixtures)"},
	{path: "levels", notes: "nothing of ours"},
	{path: "levels/internal/genlevels", may: []string{"solver"}, notes: "the generator of the levels' files: solver"},
	{path: "assets", fyne: true, notes: "nothing of ours"},
	{path: "ui", fyne: true, may: []string{"ui", "game", "solver", "assets"},
		notes: "game/session, game, solver, solver/logic, assets; never levels, solver/generate or fyne/v2/app"},
	{path: "cmd", fyne: true, may: []string{""}, notes: "everything"},
}

// forbidden are imports a room may not make although the room it imports
// from is allowed. game/gametest holds the tests' fixtures: the program
// itself never imports it.
var forbidden = map[string][]string{
	"ui":           {"solver/generate", "game/session/internal", "game/gametest"},
	"game":         {"game/gametest"},
	"game/session": {"game/gametest"},
	"cmd":          {"game/gametest"},
}

// roomOf returns the room of the package at rel, a path relative to the
// module.
func roomOf(rel string) (room, bool) {
	best, found := room{}, false
	for _, r := range rooms {
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
func violations(p pkg) []string {
	rel := strings.TrimPrefix(strings.TrimPrefix(p.ImportPath, module), "/")
	r, ok := roomOf(rel)
	if !ok {
		return []string{rel + " is in no room of README's table"}
	}
	var bad []string
	for _, imp := range p.Imports {
		switch {
		case imp == "fyne.io/fyne/v2/app" && rel != "cmd/sudoku":
			bad = append(bad, rel+" imports fyne.io/fyne/v2/app: only cmd/sudoku may")
		case strings.HasPrefix(imp, "fyne.io/") && !r.fyne:
			bad = append(bad, rel+" imports "+imp+": the "+r.path+" room is pure Go")
		case imp == module || strings.HasPrefix(imp, module+"/"):
			to := strings.TrimPrefix(strings.TrimPrefix(imp, module), "/")
			if !allowed(r, to) {
				bad = append(bad, rel+" imports "+to+": the "+r.path+" room may import "+r.notes)
			}
		}
	}
	return bad
}

// allowed reports whether room r may import the package at rel.
func allowed(r room, rel string) bool {
	for _, f := range forbidden[r.path] {
		if under(rel, f) {
			return false
		}
	}
	for _, m := range r.may {
		if under(rel, m) {
			return true
		}
	}
	return false
}

// TestRooms holds README's table of rooms: any import it does not allow
// fails here, naming the package, the import and what the room may use.
func TestRooms(t *testing.T) {
	for _, p := range listPackages(t) {
		for _, v := range violations(p) {
			t.Error(v)
		}
	}
}

// TestRoomsCatchForbiddenImports feeds the check imports it must refuse,
// so that a check that lets everything through cannot pass.
func TestRoomsCatchForbiddenImports(t *testing.T) {
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
		{"ui", "assets", false},
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
		got := violations(pkg{ImportPath: module + "/" + tc.pkg, Imports: []string{imp}})
		if (len(got) > 0) != tc.bad {
			t.Errorf("%s importing %s: violations %q, want bad=%v", tc.pkg, tc.imp, got, tc.bad)
		}
	}
}
