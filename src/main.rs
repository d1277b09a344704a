use clap::Parser;

fn main() {
    let cli = kpipe::cli::args::Cli::parse();
    std::process::exit(kpipe::run(cli));
}
