import ArgumentParser
import Foundation
import RouteCore
import RouteTools

/// `routescope check`: validates links for QA and CI, with compiler-style, JSON Lines, JUnit or
/// GitHub Actions output and exit codes (0 all ok, 1 some failed, 2 usage or route-map error).
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check links against the route map, for QA and CI.",
        discussion: """
            Links come from arguments, from --file (one per line; blank lines and # comments are skipped), \
            or from standard input with "-".

            A spreadsheet export (CSV or TSV) is read as a table: a file ending in .csv or .tsv, or any \
            input with --column or --delimiter. --column names the link column by its header (default \
            "url") or by its 1-based number; with a number, the first row is a header unless it holds a \
            link. The delimiter comes from --delimiter, else tab for a .tsv, else the comma, tab or \
            semicolon the first line uses most (a .csv saved with semicolons is read as such). Quoted fields may hold commas, "" and line breaks; reported lines are where each row \
            starts. A row too short to have the link column, with more cells than the header (an \
            unquoted comma), or with an empty link cell is reported as a failed link; an unclosed \
            quote or a missing column stops the run with exit status 2.

            --summary adds the problems grouped by code, most frequent first (in JSON, a last line \
            {"summary": …}; with junit, on standard error); with --quiet, only the summary is printed. \
            --format github writes GitHub Actions annotations (::error file=…,line=…,col=…::…). Every \
            format counts columns from 1 in characters (Unicode scalars), so text, JUnit and GitHub \
            agree.

            With --aasa (or web.aasa in the route map), https links are first matched as iOS matches \
            them, and an ok link's text output names the rule that lets it open the app. What iOS \
            skips in the apple-app-site-association file (unknown keys, values of the wrong type) is \
            listed on standard error as warnings; --strict fails on them too.

            --jobs N checks links on N threads (default: the number of online CPUs), in chunks, and \
            writes every format in input order, byte for byte as --jobs 1 does; --jobs 1 checks \
            them one by one on the main thread.

            --fix writes the input back with every machine-applicable fix applied, again until none \
            applies, to --output FILE or standard output: a list stays a list (comments and blank lines \
            kept), a CSV/TSV keeps its columns and quoting with only the link cell changed, and links \
            given as arguments come out one per line. The edits by code and the links still failing go \
            to standard error; the exit status is that of the fixed links.

            Exit status: 0 when every link is ok (warnings allowed unless --strict), 1 when any link \
            fails, 2 for a usage, input or route-map error.
            """
    )

    enum Delimiter: String, ExpressibleByArgument, CaseIterable {
        case comma, tab, semicolon

        var byte: UInt8 {
            switch self {
            case .comma: UInt8(ascii: ",")
            case .tab: UInt8(ascii: "\t")
            case .semicolon: UInt8(ascii: ";")
            }
        }
    }

    @Argument(help: ArgumentHelp("Links to check; \"-\" reads them from standard input.", valueName: "url"))
    var urls: [String] = []

    @Option(name: .long, help: ArgumentHelp("A file of links, one per line, or a CSV/TSV table (\"-\" for standard input).", valueName: "file"))
    var file: String?

    @Option(name: .long, help: ArgumentHelp("Read a CSV/TSV table: the link column, by header name or 1-based number (default: url).", valueName: "column"))
    var column: String?

    @Option(name: .long, help: ArgumentHelp("Read a CSV/TSV table: name each row in reports by this column (header name or 1-based number), such as the campaign.", valueName: "column"))
    var label: String?

    @Option(name: .long, help: "Read a CSV/TSV table with this delimiter: comma, tab or semicolon.")
    var delimiter: Delimiter?

    @Option(name: .long, help: "Output format: text, json (JSON Lines), junit or github (Actions annotations).")
    var format: CheckReport.Format = .text

    @Flag(name: .long, help: "Also report the problems grouped by code, with counts.")
    var summary = false

    @Flag(name: .long, help: "Fail on warnings too.")
    var strict = false

    @Flag(name: .long, help: "Require the campaign parameters on every link.")
    var campaign = false

    @Flag(name: .shortAndLong, help: "Text format: print only problems and the totals; with --summary, only the summary.")
    var quiet = false

    @Option(name: .long, help: ArgumentHelp("Check links on this many threads (default: the number of online CPUs).", valueName: "n"))
    var jobs: Int?

    @Option(name: .long, help: "Colour: auto, always or never.")
    var color: ColorChoice = .auto

    @Flag(name: .long, help: "Write the input back with every machine-applicable fix applied; the edits and the links still failing go to standard error.")
    var fix = false

    @Option(name: .long, help: ArgumentHelp("With --fix: write the fixed input to this file, not standard output.", valueName: "file"))
    var output: String?

    @OptionGroup var routeMap: RouteMapOptions

    func validate() throws {
        if urls.isEmpty && file == nil {
            throw ValidationError("give links as arguments, --file FILE, or \"-\" to read standard input")
        }
        if file != nil && !urls.isEmpty && urls != ["-"] {
            throw ValidationError("give links either as arguments or with --file, not both")
        }
        if (column != nil || delimiter != nil) && file == nil && urls != ["-"] {
            throw ValidationError("--column and --delimiter read a CSV/TSV table: give it with --file FILE, or \"-\" for standard input")
        }
        if let jobs, !(1...Self.maximumJobs).contains(jobs) {
            throw ValidationError("--jobs takes a number of threads from 1 to \(Self.maximumJobs), found \(jobs)")
        }
        if output != nil && !fix {
            throw ValidationError("--output writes the fixed input: give it with --fix")
        }
        if fix && format != .text {
            throw ValidationError("--fix writes the fixed input to standard output (or --output) and reports on standard error as text; leave out --format")
        }
        if let label, LinkTable.Column(argument: label) == nil {
            throw ValidationError("--label takes a header name or a column number from 1, found \"\(label)\"")
        }
        if label != nil && file == nil && urls != ["-"] {
            throw ValidationError("--label names the rows of a CSV/TSV table: give it with --file FILE, or \"-\" for standard input")
        }
        if let column, LinkTable.Column(argument: column) == nil {
            throw ValidationError("--column takes a header name or a column number from 1, found \"\(column)\"")
        }
    }

    /// The number of online CPUs: the default for `--jobs`.
    static var onlineProcessors: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    static let maximumJobs = 1024

    func run() throws {
        let map = try routeMap.load()
        let analyzer = LinkAnalyzer(routeMap: map, requiresCampaign: campaign)
        let path = file ?? (urls == ["-"] ? "-" : nil)
        let name = path == "-" ? "<stdin>" : path
        var reader: LineReader?
        if let path {
            reader = try Console.exitingOnError { () throws(LineReaderError) in try LineReader(path: path) }
            if let encoding = TextEncodingSniffer.unsupportedEncoding(of: reader!.head) {
                Console.printError("error: \(path == "-" ? "standard input" : path) is encoded as \(encoding); save it as UTF-8")
                throw ExitCode(2)
            }
        }
        var links = urls
        var reportName = name
        if fix {
            // The fixed input goes out first; the check below reads it back and reports on
            // standard error what the fixes left.
            let fixed = try writeFixed(reader: reader, name: name, analyzer: analyzer)
            reader = fixed.reader
            links = fixed.links
            reportName = output ?? name
        }
        let report = CheckReport(
            analyzer: analyzer, format: format, strict: strict, quiet: quiet || fix,
            summary: summary, text: TextReport(color: color.resolved(fd: fix ? 2 : 1)),
            source: reportName.map { CheckReport.Source(name: $0, file: path == "-" && output == nil ? nil : reportName) })
        let run = try Console.exitingOnError { () throws(SpoolError) in
            try CheckRun(report: report, jobs: jobs ?? Self.onlineProcessors, out: OutputSink(fd: fix ? 2 : 1))
        }
        if var reader, let path, let name {
            let fileExtension = (path as NSString).pathExtension.lowercased()
            if isTable(fileExtension: fileExtension) {
                try checkTable(reader, name: name, fileExtension: fileExtension, run: run)
            } else {
                reader.forEachLine { line in
                    if line.isCut {
                        Console.printError("warning: \(name):\(line.number): the line is longer than \(LinkList.maximumLineBytes) bytes; only its start was checked")
                    }
                    run.check(.line(line.bytes, number: line.number))
                }
            }
            run.drain()
            // The links after a failed read were never checked: no report may pass them.
            try Self.requireReadToEnd(reader, name: name)
            if run.checked == 0 {
                Console.printError("error: no links to check in \(name) (it is empty, or holds only blank lines, # comments or a header)")
                throw ExitCode(1)
            }
        } else {
            for url in links { run.check(.link(url, line: nil, location: nil)) }
        }
        try Console.exitingOnError { () throws(SpoolError) in try run.finish() }
        if run.failed > 0 || (strict && !UniversalLinkOptions.warnings(of: map).isEmpty) { throw ExitCode(1) }
    }

    /// Whether the input is read as a CSV/TSV table rather than a list of links.
    func isTable(fileExtension: String) -> Bool {
        column != nil || delimiter != nil || fileExtension == "csv" || fileExtension == "tsv"
    }

    /// The table's delimiter: `--delimiter`, else tab for a `.tsv`, else the one the first line
    /// uses most (a `.csv` from a spreadsheet set to a European locale is separated by semicolons).
    func separator(fileExtension: String, head: some Collection<UInt8>) -> UInt8 {
        delimiter?.byte ?? (fileExtension == "tsv" ? UInt8(ascii: "\t") : DelimitedTextReader.sniffDelimiter(head))
    }

    /// What to try when the link column is not found: a semicolon or a tab on the first line of a
    /// table read with another delimiter suggests `--delimiter`; otherwise, without `--column`,
    /// naming the column.
    func hint(head: some Collection<UInt8>, fileExtension: String) -> String {
        let firstLine = head.prefix { $0 != UInt8(ascii: "\n") }
        let used = separator(fileExtension: fileExtension, head: head)
        for other in [Delimiter.semicolon, .tab] where other.byte != used && firstLine.contains(other.byte) {
            return " — is the file separated by \(other == .tab ? "tabs" : "semicolons")? Give --delimiter \(other.rawValue)"
        }
        return column == nil ? "; name the link column with --column" : ""
    }

    /// `--fix`: writes the input with every machine-applicable fix applied (``LinkAnalyzer/everyFix(for:)``)
    /// to `--output` or standard output, and the edits by code to standard error.
    ///
    /// The input is read, fixed and written a block at a time, so memory stays flat however long
    /// it is, into a temporary file (``Spool``): beside `--output`, which it replaces once whole
    /// (so the output may be the input), or copied to standard output, or into an output that is
    /// a pipe or a device, once whole. Nothing is written when the input cannot be read to its end.
    ///
    /// - Returns: the fixed input to check: a reader over it, or the fixed links given as arguments.
    func writeFixed(reader: LineReader?, name: String?, analyzer: LinkAnalyzer) throws -> (reader: LineReader?, links: [String]) {
        var edits: [DiagnosticCode: Int] = [:]
        var fixedLinks = 0
        let rewrite = { (link: String) -> String in
            let fixed = analyzer.everyFix(for: link)
            for code in fixed.codes { edits[code, default: 0] += 1 }
            if !fixed.codes.isEmpty { fixedLinks += 1 }
            return fixed.fixed
        }
        let spool = try Console.exitingOnError { () throws(SpoolError) in
            if let output { return try Spool(beside: output) }
            return try Spool()
        }
        var links: [String] = []
        var keptNotUTF8 = 0
        if let input = reader, let name {
            let fileExtension = ((file ?? "") as NSString).pathExtension.lowercased()
            let write = { (bytes: ArraySlice<UInt8>) in spool.sink.write(bytes: bytes) }
            if isTable(fileExtension: fileExtension) {
                let (head, next) = Self.blocks(of: input)
                do {
                    keptNotUTF8 = try LinkRewriter.rewriteTable(
                        from: next, delimiter: separator(fileExtension: fileExtension, head: head),
                        column: LinkTable.Column(argument: column ?? "url")!, to: write, rewrite)
                } catch let error as LinkTableError {
                    Console.printError("error: \(name):\(error)" + hint(head: head, fileExtension: fileExtension))
                    throw ExitCode(2)
                } catch {
                    Console.printError("error: \(name):\(error)")
                    throw ExitCode(2)
                }
            } else {
                keptNotUTF8 = LinkRewriter.rewriteList(from: input, to: write, rewrite)
            }
            // A failed read ends the input early: nothing may take the place of the whole input.
            try Self.requireReadToEnd(input, name: name)
        } else {
            links = urls.map(rewrite)
            for link in links { spool.sink.write(link + "\n") }
        }
        if let output {
            try Console.exitingOnError { () throws(SpoolError) in try spool.move(to: output) }
        } else {
            let out = OutputSink()
            try Console.exitingOnError { () throws(SpoolError) in try spool.copy(to: out) }
            out.flush()
        }
        let total = edits.values.reduce(0, +)
        let byCode = edits.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key.rawValue < $1.key.rawValue }
        // A link whose bytes are not UTF-8 is written back as it is, whatever fixes it lists.
        let kept =
            keptNotUTF8 == 0
            ? "" : "; kept \(keptNotUTF8) link\(keptNotUTF8 == 1 ? "" : "s") as written, whose bytes are not UTF-8: a rewrite would change bytes no fix names"
        Console.printError(
            (total == 0
                ? "fixed nothing" + (keptNotUTF8 == 0 ? ": no machine-applicable fix applies" : "")
                : "fixed \(fixedLinks) link\(fixedLinks == 1 ? "" : "s") with \(total) edit\(total == 1 ? "" : "s"): "
                    + byCode.map { "\($0.value) \($0.key.rawValue)" }.joined(separator: ", ")) + kept)
        // Read from the spool, which is the output file once renamed: a pipe or a device given as
        // the output cannot be read back.
        return (reader.map { _ in spool.reader() }, links)
    }

    /// Exits with 2 when `reader` stopped at a read that failed: the input after it was never read.
    static func requireReadToEnd(_ reader: LineReader, name: String) throws(ExitCode) {
        guard let reason = reader.failure.reason else { return }
        Console.printError("error: cannot read \(name) to its end: \(reason)")
        throw ExitCode(2)
    }

    /// The input's blocks, for a reader that splits them itself: the first, to sniff the
    /// delimiter from, and a function that hands over every block from the first on.
    static func blocks(of reader: LineReader) -> (head: ArraySlice<UInt8>, next: () -> ArraySlice<UInt8>?) {
        var rest = reader
        var first = rest.nextBlock()
        let head = first ?? []
        return (head, {
            if let block = first {
                first = nil
                return block
            }
            return rest.nextBlock()
        })
    }

    /// Reads a CSV/TSV table from `reader` and checks the link in each row.
    func checkTable(_ reader: LineReader, name: String, fileExtension: String, run: CheckRun) throws {
        let (head, next) = Self.blocks(of: reader)
        var table = DelimitedTextReader(delimiter: separator(fileExtension: fileExtension, head: head), nextChunk: next)
        var layout: LinkTable? = nil
        var labels: LinkTable? = nil
        do {
            while let record = try table.next() {
                guard let layout else {
                    if record.fields.allSatisfy({ $0.text.isEmpty }) { continue }
                    let chosen = try LinkTable(firstRecord: record, column: LinkTable.Column(argument: column ?? "url")!)
                    layout = chosen
                    // The label column is found as the link column is, in the same header.
                    do {
                        labels = try label.map { try LinkTable(firstRecord: record, column: LinkTable.Column(argument: $0)!) }
                    } catch {
                        run.drain()
                        Console.printError("error: \(name):\(error); --label names a column of the table")
                        throw ExitCode(2)
                    }
                    if !chosen.hasHeader { check(record, in: chosen, labels: labels, run: run) }
                    continue
                }
                check(record, in: layout, labels: labels, run: run)
            }
        } catch let error as DelimitedTextError {
            run.drain()
            Console.printError("error: \(name):\(error)")
            throw ExitCode(2)
        } catch let error as LinkTableError {
            run.drain()
            Console.printError("error: \(name):\(error)" + hint(head: head, fileExtension: fileExtension))
            throw ExitCode(2)
        }
    }

    func check(_ record: DelimitedTextReader.Record, in table: LinkTable, labels: LinkTable?, run: CheckRun) {
        let label = labels.flatMap { labels in
            guard case .link(let text, _) = labels.entry(in: record) else { return nil as String? }
            return text
        }
        switch table.entry(in: record) {
        case .blank: break
        case .link(let link, let location): run.check(.link(link, line: record.line, location: location, label: label))
        case .problem(let problem): run.check(.rowProblem(problem, label: label))
        }
    }
}

extension CheckReport.Format: ExpressibleByArgument {}
