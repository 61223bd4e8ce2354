#if FUZZING
import Foundation

/// libFuzzer's driver, which SwiftPM's renamed entry point hands control to.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// The target this process fuzzes, chosen by `ROUTESCOPE_FUZZ_TARGET` before fuzzing starts.
nonisolated(unsafe) private var selectedTarget = FuzzTarget.link

/// SwiftPM links an executable's entry point as `<module>_main`; in fuzzing builds it starts libFuzzer.
@_cdecl("routescope_fuzz_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    let name = ProcessInfo.processInfo.environment["ROUTESCOPE_FUZZ_TARGET"] ?? "link"
    guard let target = FuzzTarget(rawValue: name) else {
        fatalError("unknown fuzz target \(name); one of \(FuzzTarget.allCases.map(\.rawValue))")
    }
    selectedTarget = target
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        selectedTarget.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
        return 0
    }
}
#else
import Foundation

/// Without libFuzzer: replays files through a target, so seeds and past crashes run as
/// regression tests. `routescope-fuzz TARGET FILE_OR_DIRECTORY...`
@main
struct FuzzReplay {
    static func main() throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name), arguments.count >= 2 else {
            print("usage: routescope-fuzz (\(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|"))) FILE_OR_DIRECTORY...")
            exit(2)
        }
        var count = 0
        for path in arguments.dropFirst() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            let files =
                isDirectory.boolValue
                ? try FileManager.default.contentsOfDirectory(atPath: path).sorted().map { path + "/" + $0 } : [path]
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                target.run([UInt8](data))
                count += 1
            }
        }
        print("replayed \(count) inputs through \(target.rawValue)")
    }
}
#endif
