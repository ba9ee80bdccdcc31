package main

import (
	"bytes"
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/sudokudesktop/sudoku/assets"
)

//go:generate sh -c "go run . man > sudoku-cli.1"

const manHead = `Usage: sudoku-cli man

Man writes this tool's manual page, in roff, to standard output: man -l
sudoku-cli.1 shows it. The page is made from the verbs' own flags and
usage, so it never drifts from them.
`

func runMan(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("man", manHead)
	if status, done := parseFlags(fs, args, stderr); done {
		return status
	}
	if _, err := io.WriteString(stdout, manPage()); err != nil {
		fmt.Fprintf(stderr, "sudoku-cli: man: %v\n", err)
		return exitUsage
	}
	return exitOK
}

// jobsDefault is how -j's default, the number of CPUs of the machine that
// runs the tool, reads in the usage; the page says it in words instead.
var jobsDefault = regexp.MustCompile(`\(default \d+\)`)

// manPage returns the manual page: a section for each verb, made from
// what "sudoku-cli VERB -h" prints.
func manPage() string {
	var b strings.Builder
	fmt.Fprintf(&b, ".TH SUDOKU-CLI 1 \"\" \"sudoku-cli %s\" \"User Commands\"\n", assets.Version)
	b.WriteString(".SH NAME\nsudoku-cli \\- solve, count, generate, rate and convert Sudoku puzzles, and explain their solving\n")
	b.WriteString(".SH SYNOPSIS\n.B sudoku-cli\n.I verb\n.RI [ flags ]\n.br\n.B sudoku-cli version\n")
	b.WriteString(".SH DESCRIPTION\n")
	b.WriteString(roffText("sudoku-cli works on puzzles of 81 cells, one a line: digits 1-9, and '.', '0', '_', '*' or '-' for blanks; text after the 81st cell and a space or '#' is ignored. Input is read from standard input unless -i is given, and answered line by line, in input order, as the lines arrive. Exit status 2 means the command line was wrong or the input could not be read or the output written; errors go to standard error as \"sudoku-cli: ...\"."))
	b.WriteString(".SH VARIANTS\n")
	for i, p := range killerFormats {
		if i > 0 {
			b.WriteString(".PP\n")
		}
		if p.example == "" {
			b.WriteString(roffText(p.text))
			continue
		}
		fmt.Fprintf(&b, ".TP\n%s", roffText(p.text))
		fmt.Fprintf(&b, ".RS\n.nf\n%s\n.fi\n.RE\n", roffEscape(p.example))
	}
	b.WriteString(".SH VERBS\n")
	for _, v := range verbs {
		if v.name == "man" {
			continue
		}
		var usage bytes.Buffer
		v.run([]string{"-h"}, strings.NewReader(""), io.Discard, &usage)
		writeVerb(&b, v.name, usage.String())
	}
	b.WriteString(".SH SEE ALSO\nThe desktop game, \\fBsudoku\\fR, from the same package, plays these puzzles.\n")
	return b.String()
}

// writeVerb writes one verb's section from its usage text: the synopsis
// line, the paragraphs, then the flags.
func writeVerb(b *strings.Builder, name, usage string) {
	fmt.Fprintf(b, ".SS %s\n", name)
	head, flags, _ := strings.Cut(usage, "\nFlags:\n")
	paragraphs := strings.Split(strings.TrimSpace(head), "\n\n")
	if syn, ok := strings.CutPrefix(paragraphs[0], "Usage: "); ok {
		fmt.Fprintf(b, ".B %s\n.PP\n", roffEscape(syn))
		paragraphs = paragraphs[1:]
	}
	for i, p := range paragraphs {
		if i > 0 {
			b.WriteString(".PP\n")
		}
		b.WriteString(roffText(strings.Join(strings.Fields(p), " ")))
	}
	var flag string
	for _, line := range strings.Split(flags, "\n") {
		switch {
		case strings.HasPrefix(line, "  -"):
			var arg string
			flag, arg, _ = strings.Cut(strings.TrimSpace(line), " ")
			if arg == "" {
				fmt.Fprintf(b, ".TP\n.B %s\n", roffEscape(flag))
			} else {
				fmt.Fprintf(b, ".TP\n.BI \"%s \" %s\n", roffEscape(flag), roffEscape(arg))
			}
		case strings.HasPrefix(line, "    \t"):
			text := strings.TrimSpace(line)
			if flag == "-j" {
				text = jobsDefault.ReplaceAllString(text, "(default: the number of CPUs)")
			}
			b.WriteString(roffText(text))
		}
	}
}

// roffText returns a paragraph as roff source: escaped, one line.
func roffText(s string) string { return roffEscape(s) + "\n" }

// roffEscape escapes backslashes and dashes, and a leading dot or quote.
func roffEscape(s string) string {
	s = strings.ReplaceAll(s, `\`, `\e`)
	s = strings.ReplaceAll(s, "-", `\-`)
	if strings.HasPrefix(s, ".") || strings.HasPrefix(s, "'") {
		s = `\&` + s
	}
	return s
}

// killerFormats are the manual's paragraphs on the variants and their
// formats, each but the first with an example: the same Killer in the
// project's line, the short format and SudoCue's (the tests use these
// three), then the other variants.
var killerFormats = []struct{ text, example string }{
	{text: "solve, count, rate, steps and convert also read the variants: Killer Sudoku (classic rules plus cages, groups of cells whose digits differ and add up to the cage's sum), Sudoku X (both long diagonals hold 1-9), Windoku (the four windows r2-4c2-4, r2-4c6-8, r6-8c2-4 and r6-8c6-8 hold 1-9), anti-knight (no digit repeats a knight's move away), anti-king (nor a king's move away), jigsaw (nine irregular regions of nine cells hold 1-9 in place of the boxes), and any combination of them, such as Killer-X or jigsaw X. A variant's line may come in any of the formats below, told apart line by line, mixed with classic lines in one file; its answers are those of a classic line, and its rules, not its format, choose the engine. With -engine dlx, Killers are counted by Dancing Links with a row for each way a cage's digits can be placed. generate -variant killer writes the project's line. Text after the puzzle and a space or '#' is ignored (in an ISS string, blanks are ignored and '#' starts the comment). A rule this program does not play, such as ISS's thermometers, is named in the error, never dropped."},
	{text: "The project's line for a Killer: killer:<cages>:<sums>:<givens>, where <cages> is 81 characters, each the cell's cage id or '.' for no cage, ids A-Z then a-z then 0-9 in the order of each cage's first cell; <sums> the cage sums in id order, comma-separated, 0 for a cage without a sum; <givens> 81 characters of 1-9 or '.'. With more than 62 cages the tag is killern: and <cages> is 81 comma-separated cage numbers, 0 for none.",
		example: "killer:ABCCCDEFFABBGGDEHFIIJJKKKHLMMNNOOLLLPPNQQRSSLPPTQRRUUVWWTTRXUVVYZZaXXXbcYYZaaXbbc:16,15,8,11,11,15,13,4,5,15,15,28,11,16,3,21,21,21,10,14,16,17,8,28,19,9,15,16,4:................................................................................."},
	{text: "The forum's short Killer format (enjoysudoku): 81 characters; a cage's sum cell holds the sum as one character (0-9, A-Z for 10-35, a-j for 36-45) and every other cell an arrow towards it: < > ^ v, and ` ' , . for up-left, up-right, down-left and down-right.",
		example: "GF8<<BBF<^^`D<^^4`5<F<F<<^SB<G<3<>'^L<^L<LA<`^`E^'^G<H8<^`^S^'^J9<F'^`G4^``^``'^^"},
	{text: "SudoCue's long Killer format: 3x3::k: (3x3:d:k: for Killer-X) and 81 numbers separated by ':', each sum*256 + cage number (below 256: a cell in no cage), and maybe a ':' after the last, as SudoCue and ISS write it. It holds Killer and Killer-X alone, without givens.",
		example: "3x3::k:4097:3842:2051:2051:2051:2820:2821:3846:3846:4097:3842:3842:3335:3335:2820:2821:1032:3846:1289:1289:3850:3850:3851:3851:3851:1032:7180:2829:2829:4110:4110:783:783:7180:7180:7180:5392:5392:4110:5393:5393:5394:2579:2579:7180:5392:5392:3604:5393:5394:5394:4117:4117:4374:2071:2071:3604:3604:5394:7192:4117:4374:4374:4889:2330:2330:3867:7192:7192:7192:4124:1053:4889:4889:2330:3867:3867:7192:4124:4124:1053"},
	{text: "The project's line for the other variants: the variant's name, a colon and the 81 givens. The name is the rules' names joined by '-' in the order jigsaw, killer, x, windoku, antiknight, antiking (x, windoku, antiknight, antiking, x-windoku, x-antiking, windoku-antiknight-antiking ...); a Killer with more rules has the same name as its tag (killer-x:<cages>:<sums>:<givens>, killern-x: numbered). A classic puzzle is its 81 cells, untagged.",
		example: "x-windoku:.......1.....2...3.........4....3.......5...6....1.........78......6........32..."},
	{text: "A jigsaw's line ends in its regions: 81 characters, row by row, one per cell, the cells of a region sharing a character (digits, letters or other marks, nine of each); the program writes the digits 1-9, the regions numbered in the order of their first cells (jigsaw:<givens>:<regions>, jigsaw-x:<givens>:<regions>, jigsaw-killer:<cages>:<sums>:<givens>:<regions>). The forum's jigsaw line, 162 characters (the 81 givens, then the 81 marks of the regions), and ISS's .NoBoxes.Jigsaw~<81 marks> read too.",
		example: "jigsaw:...3....4.....1.8...........647.9.....6.....9..3...9..1......6..2..347.8..7......:111223333111223334111522234666522734688577744668579994688577994668557994888557994"},
	{text: "Interactive Sudoku Solver's constraint strings (github.com/sigh/Interactive-Sudoku-Solver): .Diagonal~1 and .Diagonal~-1 for the two diagonals (this program plays both or neither), .Windoku, .AntiKnight, .AntiKing, .NoBoxes.Jigsaw~<81 marks> (a jigsaw: both or neither), .Cage~SUM~R1C1~R1C2... (sum 0 or nothing: no sum), givens as .~R1C3_1~R1C7_2, and .Shape~9x9. convert -to iss writes them in that order, and ISS reads them back.",
		example: ".Diagonal~1.Diagonal~-1.Windoku.~R1C8_1~R2C5_2~R2C9_3~R4C1_4~R4C6_3~R5C5_5~R5C9_6~R6C5_1~R7C6_7~R7C7_8~R8C5_6~R9C5_3~R9C6_2"},
	{text: "f-puzzles links (https://www.f-puzzles.com/?load=...), SudokuPad links that carry f-puzzles data (https://sudokupad.app/fpuzzles...), and f-puzzles' JSON on one line: givens, jigsaw regions, both diagonals, the four Windoku windows as extra regions, anti-knight, anti-king and killer cages. Any other rule (thermometers, arrows, kropki dots ...) is named in the error; a 9x9 grid alone is read; a short SudokuPad link, which names a puzzle kept on the web, is refused, as this program works offline. convert -to fpuzzles writes f-puzzles links, which f-puzzles and SudokuPad open.",
		example: "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54AWVNCImAOwQBcMqBfZYHv3vyG8QpStQAc9Ri3acYw4uSoIArNKat4HbgF1khfqOXUAzBtnb5im4Lt99h+0bEr4AdgtadC534cGAkriCABMXnLc/rbBbgBsEVZRAU5BisYh8FLoMt7W9hludDmakb5pjmn+hdQAjIk+MUKVMTUICSWWjQWuZg35QW0e/clclUPqnXmjPSZhI+VNguO9CPVTZemrtAtLVQ66XEA"},
	{text: "Grids of other sizes: 4x4 (boxes of 2x2), 6x6 (2x3), 12x12 (3x4) and 16x16 (4x4), classic or with the rules above, read by solve, count and convert and made by generate -shape. A plain line holds their 16, 36, 144 or 256 cells: 1-9, then A-G for 10-16, '.' or '0' for an empty cell (a 12x12 or 16x16 line with no digit 1-9 and a letter past C or G counts from A for 1, as ISS writes it). The project's tagged line names the shape and its rules, 6x6-x:<36 cells>, a jigsaw adding :<regions>, one mark per cell; ISS strings carry .Shape~6x6 and ISS's base-17 cells (R1Cg is row 1, column 16). These grids are solved, rated and explained by a search and steps of their own (package sized), whatever -engine says; a 9x9 line may carry the shape too (9x9-x:<givens>).",
		example: "6x6-x:4......3.5................6.5......2"},
}
