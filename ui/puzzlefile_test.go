package ui_test

import (
	"bytes"
	"errors"
	"io"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/storage/repository"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/levels"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/ui"
)

// findList returns the shown list under o, or nil.
func findList(o fyne.CanvasObject) *widget.List {
	for _, x := range objects(o) {
		if l, ok := x.(*widget.List); ok {
			return l
		}
	}
	return nil
}

// hasTextContaining reports whether a shown label under o holds s.
func hasTextContaining(o fyne.CanvasObject, s string) bool {
	for _, t := range texts(o) {
		if strings.Contains(t, s) {
			return true
		}
	}
	return false
}

// rows returns the puzzle as nine lines of nine.
func rows(line string) []string {
	var out []string
	for r := 0; r < 9; r++ {
		out = append(out, line[r*9:r*9+9])
	}
	return out
}

func TestOpenPuzzleFileOfOnePuzzle(t *testing.T) {
	nine := strings.Join(rows(gametest.Puzzle), "\n") + "\n"
	var ss strings.Builder
	if err := solver.Write(&ss, parse(t, gametest.Puzzle), solver.FormatSS); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, file, text string
	}{
		{"line", "wiki.txt", gametest.Puzzle + "\n"},
		{"line with a comment", "wiki.txt", "# from Wikipedia\n" + gametest.Puzzle + " # easy\n"},
		{"SadMan .sdk", "wiki.sdk", "#AWikipedia\n#Dthe article's example\n" + nine},
		{"SadMan .sdk with sections", "wiki.sdk", "[Puzzle]\n" + nine + "[State]\n" + strings.Repeat("0", 81) + "\n"},
		{"Simple Sudoku .ss", "wiki.ss", ss.String()},
		{"drawn grid", "wiki.txt", parse(t, gametest.Puzzle).Board()},
		{"CRLF and a byte-order mark", "wiki.sdk", "\uFEFF" + strings.ReplaceAll(nine, "\n", "\r\n")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			prev := f.game()
			f.openText(tc.file, tc.text)
			g := f.game()
			if g == prev || g.Givens() != parse(t, gametest.Puzzle) || g.Level() != logic.Easy {
				t.Fatalf("opening %s did not start its puzzle: givens %v, level %v", tc.file, g.Givens(), g.Level())
			}
			if f.topOverlay() != nil {
				t.Error("a file of one puzzle opened a dialog")
			}
			f.wantStatus("status.file.started", map[string]any{"Name": tc.file, "Level": lang.L("level.easy")})
		})
	}
}

func TestOpenPuzzleCollection(t *testing.T) {
	easy1, _ := levels.Puzzle("easy", 0)
	easy2, _ := levels.Puzzle("easy", 1)
	several := "5" + strings.Repeat(".", 80) // parses, but cannot be played
	text := strings.Join([]string{
		"# three puzzles and two bad lines", // 1
		gametest.Puzzle + " # Wikipedia",    // 2
		"",                                  // 3
		easy1 + "\teasy 1",                  // 4
		gametest.Puzzle[:80],                // 5: short
		several,                             // 6
		"53x" + gametest.Puzzle[3:],         // 7: a letter
		easy2,                               // 8
	}, "\n")
	f := newFixture(t)
	prev := f.game()
	before := snap(f)
	f.play.OpenPuzzleText("mine.sdm", text)
	f.sameGame(prev, before) // nothing starts before a pick

	d := f.topOverlay()
	if d == nil {
		t.Fatal("a collection opened no dialog")
	}
	for _, want := range []string{
		lang.L("file.list.summary", map[string]any{"Name": "mine.sdm", "Count": 4}),
		lang.L("file.list.skipped", map[string]any{"Count": 2}),
		"line 5, column 81: line ends after 80 cells, want 81",
		`line 7, column 3: 'x' is not a digit`,
	} {
		if !hasTextContaining(d, want) {
			t.Errorf("the list does not say %q; it shows %q", want, texts(d))
		}
	}
	list := findList(d)
	if list == nil {
		t.Fatal("the dialog shows no list")
	}
	if n := list.Length(); n != 4 {
		t.Fatalf("the list has %d rows, want 4", n)
	}
	for i, want := range []map[string]any{
		{"N": 1, "Line": 2, "Text": gametest.Puzzle + " # Wikipedia"},
		{"N": 2, "Line": 4, "Text": easy1 + "\teasy 1"},
	} {
		if row := lang.L("file.list.row", want); !hasText(d, row) {
			t.Errorf("row %d does not read %q; the dialog shows %q", i+1, row, texts(d))
		}
	}

	// Puzzle 3 has several solutions: the list stays and says so.
	list.Select(2)
	if f.topOverlay() != d || f.game() != prev {
		t.Fatal("picking a puzzle that cannot be played closed the list or changed the game")
	}
	if !hasTextContaining(d, lang.L("status.puzzle.several")) {
		t.Errorf("the list does not say why puzzle 3 cannot be played: %q", texts(d))
	}

	list.Select(1)
	g := f.game()
	if g == prev || g.Givens() != parse(t, easy1) {
		t.Fatalf("picking row 2 plays %v, want %s", g.Givens(), easy1)
	}
	if f.topOverlay() != nil {
		t.Error("the list stays open after a pick")
	}
	f.wantStatus("status.file.started-n", map[string]any{"Name": "mine.sdm", "N": 2, "Level": lang.L("level." + g.Level().String())})
}

// failingReader fails after some bytes.
type failingReader struct{ n int }

func (r *failingReader) Read(b []byte) (int, error) {
	if r.n == 0 {
		return 0, errors.New("disk on fire")
	}
	n := min(len(b), r.n)
	for i := range b[:n] {
		b[i] = '.'
	}
	r.n -= n
	return n, nil
}

func TestOpenPuzzleFileWithoutPuzzle(t *testing.T) {
	parseErr := func(text string) string {
		_, err := solver.Parse(text)
		if err == nil {
			t.Fatalf("%q parses", text)
		}
		return err.Error()
	}
	noPuzzle := func(name, text string) string {
		return lang.L("file.no-puzzle", map[string]any{"Name": name, "Error": parseErr(text)})
	}
	eightRows := strings.Join(rows(gametest.Puzzle)[:8], "\n")
	png := "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"
	for _, tc := range []struct {
		name string
		file string
		r    io.Reader
		want string
	}{
		{"words", "notes.txt", strings.NewReader("hello, world\n"), noPuzzle("notes.txt", "hello, world\n")},
		{"empty", "empty.txt", strings.NewReader(""), noPuzzle("empty.txt", "")},
		{"eight rows", "short.sdk", strings.NewReader(eightRows), noPuzzle("short.sdk", eightRows)},
		{"only bad lines", "bad.sdm", strings.NewReader(gametest.Puzzle[:80] + "\n" + gametest.Puzzle + "12\n"),
			noPuzzle("bad.sdm", gametest.Puzzle[:80]+"\n"+gametest.Puzzle+"12\n")},
		{"binary", "image.png", strings.NewReader(png), noPuzzle("image.png", png)},
		{"too large", "huge.txt", strings.NewReader(strings.Repeat(".", ui.MaxPuzzleFile+1)),
			lang.L("file.too-big", map[string]any{"Name": "huge.txt", "MiB": 8})},
		{"unreadable", "broken.txt", &failingReader{100},
			lang.L("file.read-failed", map[string]any{"Name": "broken.txt", "Error": "disk on fire"})},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			prev := f.game()
			before := played(t, f)
			f.play.OpenPuzzle(tc.file, tc.r)
			d := f.topOverlay()
			if d == nil {
				t.Fatal("no error dialog")
			}
			if !hasText(d, tc.want) {
				t.Errorf("the dialog shows %q, want %q", texts(d), tc.want)
			}
			if findList(d) != nil {
				t.Error("a file without puzzles shows a list")
			}
			f.sameGame(prev, before)
		})
	}
}

// TestOpenPuzzleFileAtTheLimit opens a file of exactly MaxPuzzleFile
// bytes: read whole, its one puzzle is played.
func TestOpenPuzzleFileAtTheLimit(t *testing.T) {
	text := gametest.Puzzle + "\n" + strings.Repeat("\n", ui.MaxPuzzleFile-len(gametest.Puzzle)-1)
	f := newFixture(t)
	prev := f.game()
	f.play.OpenPuzzle("big.txt", strings.NewReader(text))
	f.settle() // a large file is read in the background
	if f.game() == prev || f.topOverlay() != nil {
		t.Error("a file at the size limit was refused")
	}
}

// TestOpenPuzzleFileWhileEntering opens a file while a puzzle is entered:
// one that cannot be played is there to mend, as a pasted one is.
func TestOpenPuzzleFileWhileEntering(t *testing.T) {
	f := newFixture(t)
	f.press("enter")
	f.openText("several.txt", "5"+strings.Repeat(".", 80))
	f.wantStatus("status.puzzle.several", nil)
	if !entering(f) || f.board().Cells[r1c1].Digit != 5 {
		t.Error("a puzzle file that cannot be played is not there to mend")
	}
	f.openText("wiki.txt", gametest.Puzzle)
	if entering(f) || f.game().Givens() != parse(t, gametest.Puzzle) {
		t.Error("a good puzzle file opened while entering did not start")
	}
}

func TestSavePuzzle(t *testing.T) {
	grid := parse(t, gametest.Puzzle)
	nine := strings.Join(rows(gametest.Puzzle), "\n") + "\n"
	ss := "53.|.7.|...\n6..|195|...\n.98|...|.6.\n-----------\n8..|.6.|..3\n4..|8.3|..1\n7..|.2.|..6\n-----------\n.6.|...|28.\n...|419|..5\n...|.8.|.79\n"
	for _, tc := range []struct {
		ext, want string
	}{
		{".txt", gametest.Puzzle + "\n"},
		{".sdm", gametest.Puzzle + "\n"},
		{"", gametest.Puzzle + "\n"},
		{".sdk", nine},
		{".SDK", nine},
		{".ss", ss},
	} {
		t.Run(tc.ext, func(t *testing.T) {
			f := newFixture(t)
			played(t, f) // entries and notes are not saved
			var buf bytes.Buffer
			if err := f.play.SavePuzzle(&buf, tc.ext); err != nil {
				t.Fatal(err)
			}
			if buf.String() != tc.want {
				t.Errorf("saved\n%s\nwant\n%s", buf.String(), tc.want)
			}
			if g, err := solver.Parse(buf.String()); err != nil || g != grid {
				t.Errorf("the saved puzzle reads back as %v, %v", g, err)
			}
		})
	}

	t.Run("while entering", func(t *testing.T) {
		f := newFixture(t)
		f.press("enter")
		f.enter(r1c1, 7)
		var buf bytes.Buffer
		if err := f.play.SavePuzzle(&buf, ".txt"); err != nil {
			t.Fatal(err)
		}
		if want := "7" + strings.Repeat(".", 80) + "\n"; buf.String() != want {
			t.Errorf("saved %q, want the puzzle being entered %q", buf.String(), want)
		}
	})

	t.Run("failing writer", func(t *testing.T) {
		if err := solver.Write(failingWriter{}, grid, solver.FormatSDK); err == nil {
			t.Error("a failing writer reported no error")
		}
	})
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

// TestPickWithGameInProgress picks a puzzle from an opened collection
// with a move made: the session's question must show (it once went away
// with the list that closed under it), and its answer decides.
func TestPickWithGameInProgress(t *testing.T) {
	easy1, _ := levels.Puzzle("easy", 0)
	easy2, _ := levels.Puzzle("easy", 1)
	text := strings.Join([]string{gametest.Puzzle, easy1, easy2, "5" + strings.Repeat(".", 80)}, "\n")
	for _, tc := range []struct {
		name string
		yes  bool
	}{{"yes plays the puzzle", true}, {"no keeps the game", false}} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			prev := f.game()
			before := played(t, f)
			f.play.OpenPuzzleText("five.sdm", text)
			f.settle()
			list := findList(f.topOverlay())
			if list == nil {
				t.Fatal("the collection shows no list")
			}
			list.Select(1)
			f.settle()
			f.wantQuestion("replace")
			if f.game() != prev {
				t.Fatal("the pick replaced the game before the answer")
			}
			confirm := lang.L("dialog.replace.ok")
			if !tc.yes {
				confirm = lang.L("dialog.keep")
			}
			b := findButton(f.topOverlay(), confirm)
			if b == nil {
				t.Fatalf("the question has no %q button: %q", confirm, texts(f.topOverlay()))
			}
			test.Tap(b)
			f.settle()
			if tc.yes {
				if g := f.game(); g == prev || g.Givens() != parse(t, easy1) {
					t.Errorf("yes plays %v, want puzzle 2, %s", g.Givens(), easy1)
				}
			} else {
				f.sameGame(prev, before)
			}
			if o := f.topOverlay(); o != nil {
				t.Errorf("a dialog stays open after the answer: %q", texts(o))
			}
		})
	}

	t.Run("a puzzle that cannot be played", func(t *testing.T) {
		f := newFixture(t)
		prev := f.game()
		before := played(t, f)
		f.play.OpenPuzzleText("five.sdm", text)
		d := f.topOverlay()
		findList(d).Select(3)
		f.settle()
		if f.topOverlay() != d || !hasTextContaining(d, lang.L("status.puzzle.several")) {
			t.Errorf("the list is not back saying why puzzle 4 cannot be played: %q", texts(f.topOverlay()))
		}
		f.sameGame(prev, before)
	})
}

// slowFiles is a repository of one file, slow://a.txt, that yields what
// the test writes into it, when it writes.
type slowFiles struct {
	r      *io.PipeReader
	closed chan struct{}
}

func (s *slowFiles) Exists(fyne.URI) (bool, error)  { return true, nil }
func (s *slowFiles) CanRead(fyne.URI) (bool, error) { return true, nil }
func (s *slowFiles) Destroy(string)                 {}
func (s *slowFiles) Reader(u fyne.URI) (fyne.URIReadCloser, error) {
	return &slowReader{s, u}, nil
}

type slowReader struct {
	s *slowFiles
	u fyne.URI
}

func (r *slowReader) Read(b []byte) (int, error) { return r.s.r.Read(b) }
func (r *slowReader) URI() fyne.URI              { return r.u }
func (r *slowReader) Close() error {
	select {
	case <-r.s.closed:
	default:
		close(r.s.closed)
	}
	return r.s.r.Close()
}

// drain runs what the background work posted, waiting up to d for it,
// without waiting for the work itself to end.
func (f *fixture) drain(d time.Duration) {
	deadline := time.After(d)
	for {
		select {
		case <-f.posted.more:
			for _, fn := range f.posted.take() {
				fn()
			}
		case <-deadline:
			return
		}
	}
}

// TestReadingAFileCanBeCancelled: a file was read on the window's
// goroutine, so one that was slow to come held the window, and nothing
// could stop it. It is now read in the background; a card says so after
// a moment, and its Cancel stops the reading and leaves the game.
func TestReadingAFileCanBeCancelled(t *testing.T) {
	for _, tc := range []struct {
		name   string
		cancel bool
	}{{"cancel", true}, {"the file comes", false}} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			prev := f.game()
			r, w := io.Pipe()
			slow := &slowFiles{r: r, closed: make(chan struct{})}
			repository.Register("slow", slow)
			u, err := storage.ParseURI("slow:///a.txt")
			if err != nil {
				t.Fatal(err)
			}
			returned := make(chan struct{})
			go func() {
				defer close(returned)
				f.play.OpenPuzzleURI(u)
			}()
			select {
			case <-returned:
			case <-time.After(5 * time.Second):
				t.Fatal("opening a file that is slow to come holds the window")
			}
			f.wantStatus("status.file.reading", map[string]any{"Name": "a.txt"})
			f.drain(500 * time.Millisecond)
			card := f.topOverlay()
			if card == nil || !hasText(card, lang.L("file.reading.title")) {
				t.Fatalf("no card says the file is being read: %q", texts(card))
			}
			if tc.cancel {
				test.Tap(findButton(card, lang.L("file.reading.cancel")))
				select {
				case <-slow.closed:
				case <-time.After(5 * time.Second):
					t.Fatal("Cancel did not stop the reading")
				}
				f.settle()
				f.wantStatus("status.file.cancelled", map[string]any{"Name": "a.txt"})
				if f.game() != prev {
					t.Error("a cancelled file changed the game")
				}
			} else {
				go func() {
					w.Write([]byte(gametest.Puzzle + "\n"))
					w.Close()
				}()
				f.settle()
				if g := f.game(); g == prev || g.Givens() != parse(t, gametest.Puzzle) {
					t.Error("the file's puzzle did not start")
				}
			}
			if o := f.topOverlay(); o != nil {
				t.Errorf("a card stays: %q", texts(o))
			}
		})
	}
}

// TestPuzzleListRatesItsPuzzles: the list showed each puzzle as its raw
// line. Each row now leads with the puzzle's number, level and score
// (rated in the background, "…" until then) and givens, with the line
// under it.
func TestPuzzleListRatesItsPuzzles(t *testing.T) {
	hard, _ := levels.Puzzle("hard", 3)
	several := "5" + strings.Repeat(".", 80)
	lines := []string{gametest.Puzzle, hard, several}
	f := newFixture(t)
	f.play.OpenPuzzleText("three.sdm", strings.Join(lines, "\n"))
	d := f.topOverlay()
	if findList(d) == nil {
		t.Fatal("no list")
	}
	title := func(i int, rated bool) string {
		g := parse(t, lines[i])
		args := map[string]any{"N": i + 1, "Givens": g.Givens()}
		if !rated {
			return lang.L("file.list.rating", args)
		}
		r, err := logic.Rate(g)
		if err != nil {
			return lang.L("file.list.unplayable", args)
		}
		args["Level"] = lang.L("level." + r.Level.String())
		args["Score"] = strconv.FormatFloat(r.Score, 'f', 1, 64)
		return lang.L("file.list.rated", args)
	}
	for i := range lines {
		if want := title(i, false); !hasText(d, want) {
			t.Errorf("before the rating, row %d does not read %q: %q", i+1, want, texts(d))
		}
	}
	f.settle()
	for i, line := range lines {
		for _, want := range []string{title(i, true), lang.L("file.list.row", map[string]any{"N": i + 1, "Line": i + 1, "Text": line})} {
			if !hasText(d, want) {
				t.Errorf("row %d does not read %q: %q", i+1, want, texts(d))
			}
		}
	}
	if !hasTextContaining(d, lang.L("level.hard")) {
		t.Errorf("the hard puzzle's row does not name its level: %q", texts(d))
	}
}

// TestPuzzleListStopsRatingWhenClosed: closing the list stops the rating
// of a long collection (here 1000 extreme puzzles, some seconds of work),
// which would otherwise go on in the background.
func TestPuzzleListStopsRatingWhenClosed(t *testing.T) {
	var lines []string
	for i := range 1000 {
		p, err := levels.Puzzle("extreme", i%100)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, p)
	}
	f := newFixture(t)
	f.play.OpenPuzzleText("extreme.sdm", strings.Join(lines, "\n"))
	// A large file is parsed in the background; the list's rating then
	// runs on, which is what the test is about: wait for the list only.
	f.until(func() bool { return f.topOverlay() != nil })
	d := f.topOverlay()
	test.Tap(findButton(d, lang.L("file.list.cancel")))
	if f.topOverlay() != nil {
		t.Fatal("the list did not close")
	}
	done := make(chan struct{})
	start := time.Now()
	go func() {
		f.play.Session().Wait()
		close(done)
	}()
	defer func() { t.Logf("waited %v", time.Since(start)) }()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		t.Fatal("the rating goes on after the list closed")
	}
}
