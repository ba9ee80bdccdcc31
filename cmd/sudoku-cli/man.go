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
	b.WriteString(".SH NAME\nsudoku-cli \\- solve, count, generate and rate Sudoku puzzles, and explain their solving\n")
	b.WriteString(".SH SYNOPSIS\n.B sudoku-cli\n.I verb\n.RI [ flags ]\n.br\n.B sudoku-cli version\n")
	b.WriteString(".SH DESCRIPTION\n")
	b.WriteString(roffText("sudoku-cli works on puzzles of 81 cells, one a line: digits 1-9, and '.', '0', '_', '*' or '-' for blanks; text after the 81st cell and a space or '#' is ignored. Input is read from standard input unless -i is given, and answered line by line, in input order, as the lines arrive. Exit status 2 means the command line was wrong or the input could not be read or the output written; errors go to standard error as \"sudoku-cli: ...\"."))
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
