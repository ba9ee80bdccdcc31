package printout

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

var pageObject = regexp.MustCompile(`/Type\s*/Page\b`)

// checkPDF checks the file's frame: the header, the end marker, and a
// cross-reference table whose every entry points at its object. It returns
// the number of pages.
func checkPDF(t *testing.T, data []byte) int {
	t.Helper()
	if !bytes.HasPrefix(data, []byte("%PDF-1.4\n")) {
		t.Fatalf("starts with %q", data[:min(len(data), 10)])
	}
	if !bytes.HasSuffix(data, []byte("%%EOF\n")) {
		t.Fatalf("ends with %q", data[max(0, len(data)-10):])
	}
	m := regexp.MustCompile(`startxref\n(\d+)\n%%EOF\n$`).FindSubmatch(data)
	if m == nil {
		t.Fatal("no startxref")
	}
	xref, _ := strconv.Atoi(string(m[1]))
	if xref >= len(data) || !bytes.HasPrefix(data[xref:], []byte("xref\n")) {
		t.Fatalf("startxref %d does not point at the xref table", xref)
	}
	rest := data[xref+len("xref\n"):]
	var first, count int
	if _, err := fmt.Sscanf(string(rest), "%d %d\n", &first, &count); err != nil || first != 0 {
		t.Fatalf("xref subsection header: %v (first %d)", err, first)
	}
	rest = rest[bytes.IndexByte(rest, '\n')+1:]
	if len(rest) < 20*count {
		t.Fatalf("xref table cut short")
	}
	for n := range count {
		entry := string(rest[20*n : 20*n+20])
		if n == 0 {
			if entry != "0000000000 65535 f \n" {
				t.Errorf("entry 0 is %q", entry)
			}
			continue
		}
		if !regexp.MustCompile(`^\d{10} 00000 n \n$`).MatchString(entry) {
			t.Fatalf("entry %d is %q", n, entry)
		}
		off, _ := strconv.Atoi(entry[:10])
		if want := fmt.Sprintf("%d 0 obj\n", n); off >= len(data) || !bytes.HasPrefix(data[off:], []byte(want)) {
			t.Errorf("object %d: offset %d points at %q", n, off, data[off:min(len(data), off+12)])
		}
	}
	if !bytes.HasPrefix(rest[20*count:], []byte(fmt.Sprintf("trailer\n<< /Size %d ", count))) {
		t.Errorf("trailer: %q", rest[20*count:min(len(rest), 20*count+30)])
	}
	// Every stream's length is right: endstream follows the data.
	for _, m := range regexp.MustCompile(`/Length (\d+) >>\nstream\n`).FindAllSubmatchIndex(data, -1) {
		n, _ := strconv.Atoi(string(data[m[2]:m[3]]))
		if end := m[1] + n; !bytes.HasPrefix(data[end:], []byte("\nendstream")) {
			t.Errorf("stream at %d: /Length %d does not end at endstream", m[0], n)
		}
	}
	return len(pageObject.FindAll(data, -1))
}

func TestPuzzlesPagination(t *testing.T) {
	tests := []struct {
		perPage, puzzles, pages int
	}{
		{1, 13, 13},
		{2, 13, 7},
		{4, 13, 4},
		{6, 13, 3},
		{6, 6, 1},
		{4, 1, 1},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%d of %d", tt.perPage, tt.puzzles), func(t *testing.T) {
			var buf bytes.Buffer
			if err := Puzzles(&buf, "Sudoku", puzzles(t, tt.puzzles), tt.perPage); err != nil {
				t.Fatal(err)
			}
			data := buf.Bytes()
			if got := checkPDF(t, data); got != tt.pages {
				t.Errorf("%d pages, want %d", got, tt.pages)
			}
			if !bytes.Contains(data, fmt.Appendf(nil, "/Count %d ", tt.pages)) {
				t.Errorf("the page tree does not count %d pages", tt.pages)
			}
			// Every puzzle's caption is there, and the last page's number.
			for i := 1; i <= tt.puzzles; i++ {
				if !regexp.MustCompile(fmt.Sprintf(`\((Easy|Hard) %d\) Tj`, i)).Match(data) {
					t.Errorf("no caption for puzzle %d", i)
				}
			}
			if !bytes.Contains(data, fmt.Appendf(nil, "(%d / %d) Tj", tt.pages, tt.pages)) {
				t.Errorf("no page number %d / %d", tt.pages, tt.pages)
			}
		})
	}
}

func TestPDFText(t *testing.T) {
	tests := []struct {
		title, want string
	}{
		{"Sudoku (hard) #1", `(Sudoku \(hard\) #1)`},
		{`back\slash`, `(back\\slash)`},
		{"((", `(\(\()`},
		{"Sudoku — Hard #12", `(Sudoku \227 Hard #12)`},
		{"Café", `(Caf\351)`},
		{"数独 #3", `(?? #3)`},
		{"tab\there", `(tab here)`},
		{"bell\a", `(bell?)`},
	}
	for _, tt := range tests {
		t.Run(tt.title, func(t *testing.T) {
			var buf bytes.Buffer
			if err := SinglePDF(&buf, Page{Title: tt.title}); err != nil {
				t.Fatal(err)
			}
			checkPDF(t, buf.Bytes())
			if !bytes.Contains(buf.Bytes(), []byte(tt.want+" Tj")) {
				t.Errorf("no %s in\n%s", tt.want, buf.Bytes())
			}
		})
	}
}

// TestPDFOddInputs lays out pages that are empty, full, without notes,
// with notes everywhere or with long titles: each must give a valid file
// with the expected number of digits drawn.
func TestPDFOddInputs(t *testing.T) {
	full, ok := solver.Solve(grid(t, puzzleLines[0]))
	if !ok {
		t.Fatal("no solution")
	}
	var allNotes, strayBits [81]logic.Digits
	for i := range allNotes {
		allNotes[i] = logic.AllDigits
		strayBits[i] = 0xFC01
	}
	givens := grid(t, puzzleLines[1])
	three, threeGivens := puzzles(t, 3), 0
	for _, p := range three {
		threeGivens += p.Givens.Givens()
	}
	tests := []struct {
		name   string
		sheet  Sheet
		digits int // one-character strings drawn
	}{
		{"empty grid", Sheet{Puzzles: []Page{{}}}, 0},
		{"full grid", Sheet{Puzzles: []Page{{Givens: full}}}, 81},
		{"full entries over givens", Sheet{Puzzles: []Page{{Givens: givens, Entries: full}}}, 81},
		{"nil notes", Sheet{Puzzles: []Page{{Givens: givens}}}, givens.Givens()},
		{"all notes", Sheet{Puzzles: []Page{{Notes: &allNotes}}}, 81 * 9},
		{"stray note bits", Sheet{Puzzles: []Page{{Notes: &strayBits}}}, 0},
		{"no puzzles", Sheet{Title: "Nothing"}, 0},
		{"long titles", Sheet{
			Title:   strings.Repeat("Title ", 60),
			Footer:  strings.Repeat("Footer ", 80),
			Puzzles: []Page{{Title: strings.Repeat("(Caption) ", 40), Footer: strings.Repeat("x", 300)}},
		}, 0},
		{"three on a page for four", Sheet{PerPage: 4, Puzzles: three}, threeGivens},
	}
	oneDigit := regexp.MustCompile(`\(\d\) Tj`)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := PDF(&buf, []Sheet{tt.sheet}); err != nil {
				t.Fatal(err)
			}
			if pages := checkPDF(t, buf.Bytes()); pages != 1 {
				t.Errorf("%d pages", pages)
			}
			if got := len(oneDigit.FindAll(buf.Bytes(), -1)); got != tt.digits {
				t.Errorf("%d digits drawn, want %d", got, tt.digits)
			}
		})
	}
}

func TestPDFErrors(t *testing.T) {
	tests := []struct {
		name string
		run  func() error
	}{
		{"no sheets", func() error { return PDF(&bytes.Buffer{}, nil) }},
		{"no puzzles", func() error { return Puzzles(&bytes.Buffer{}, "x", nil, 4) }},
		{"three per page", func() error { return Puzzles(&bytes.Buffer{}, "x", puzzles(t, 5), 3) }},
		{"zero per page", func() error { return Puzzles(&bytes.Buffer{}, "x", puzzles(t, 5), 0) }},
		{"ten on a sheet", func() error { return PDF(&bytes.Buffer{}, []Sheet{{Puzzles: puzzles(t, 10)}}) }},
		{"nine puzzles per page", func() error { return Puzzles(&bytes.Buffer{}, "x", puzzles(t, 5), 9) }},
		{"answers to other puzzles", func() error {
			return Set(&bytes.Buffer{}, "x", puzzles(t, 5), 4, "answers", puzzles(t, 4))
		}},
		{"five on a sheet for four", func() error { return PDF(&bytes.Buffer{}, []Sheet{{PerPage: 4, Puzzles: puzzles(t, 5)}}) }},
		{"given 10", func() error { return SinglePDF(&bytes.Buffer{}, Page{Givens: solver.Grid{4: 10}}) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.run(); err == nil {
				t.Error("no error")
			}
		})
	}
}

func TestWidthTables(t *testing.T) {
	for i := range helveticaWidths {
		if helveticaWidths[i] == 0 || helveticaBoldWidths[i] == 0 {
			t.Errorf("no width for byte %d", i+32)
		}
	}
	// Digits are tabular in both fonts.
	for d := '0'; d <= '9'; d++ {
		if helveticaWidths[d-32] != 556 || helveticaBoldWidths[d-32] != 556 {
			t.Errorf("digit %c is not 556 wide", d)
		}
	}
	if got := textWidth(false, []byte("Hello"), 10); got != (722+556+222+222+556)/100.0 {
		t.Errorf("Hello is %v wide", got)
	}
}

func TestNumbers(t *testing.T) {
	for _, tt := range []struct {
		v    float64
		want string
	}{{12, "12 "}, {12.5, "12.5 "}, {0.004, "0 "}, {-0.001, "0 "}, {-3.25, "-3.25 "}, {100, "100 "}, {595.276, "595.28 "}} {
		var c content
		c.num(tt.v)
		if string(c.b) != tt.want {
			t.Errorf("num(%v) = %q, want %q", tt.v, c.b, tt.want)
		}
	}
}

// TestSetWithAnswers prints a set with its answers: the answer pages come
// after the puzzles, nine a page, each captioned as its puzzle and filled
// in, and the page numbers run on through them.
func TestSetWithAnswers(t *testing.T) {
	for _, tt := range []struct {
		perPage, puzzles, pages, answerPages int
	}{
		{4, 13, 4, 2},
		{6, 6, 1, 1},
		{1, 9, 9, 1},
		{2, 10, 5, 2},
	} {
		t.Run(fmt.Sprintf("%d of %d", tt.perPage, tt.puzzles), func(t *testing.T) {
			pz := puzzles(t, tt.puzzles)
			answers := make([]Page, len(pz))
			for i, p := range pz {
				sol, ok := solver.Solve(p.Givens)
				if !ok {
					t.Fatalf("puzzle %d has no solution", i+1)
				}
				answers[i] = Page{Givens: p.Givens, Entries: sol, Title: p.Title}
			}
			var buf bytes.Buffer
			if err := Set(&buf, "Sudoku", pz, tt.perPage, "Sudoku: answers", answers); err != nil {
				t.Fatal(err)
			}
			data := buf.Bytes()
			total := tt.pages + tt.answerPages
			if got := checkPDF(t, data); got != total {
				t.Errorf("%d pages, want %d puzzle pages and %d of answers", got, tt.pages, tt.answerPages)
			}
			if !bytes.Contains(data, fmt.Appendf(nil, "(%d / %d) Tj", total, total)) {
				t.Errorf("no page number %d / %d", total, total)
			}
			// Each caption twice: over the puzzle and over its answer.
			for i := 1; i <= tt.puzzles; i++ {
				if n := len(regexp.MustCompile(fmt.Sprintf(`\((Easy|Hard) %d\) Tj`, i)).FindAll(data, -1)); n != 2 {
					t.Errorf("puzzle %d captioned %d times, want 2", i, n)
				}
			}
			// The answer pages hold every digit of every solution.
			streams := regexp.MustCompile(`(?s)stream\n(.*?)\nendstream`).FindAllSubmatch(data, -1)
			digits := 0
			for _, s := range streams[tt.pages:] {
				digits += len(regexp.MustCompile(`\(\d\) Tj`).FindAll(s[1], -1))
			}
			if digits != 81*tt.puzzles {
				t.Errorf("%d digits on the answer pages, want %d", digits, 81*tt.puzzles)
			}
			if n := bytes.Count(data, []byte("(Sudoku: answers) Tj")); n != tt.answerPages {
				t.Errorf("%d answer pages headed so, want %d", n, tt.answerPages)
			}
		})
	}
}
