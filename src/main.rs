use clap::Parser;

fn main() {
    let cli = kpipe::cli::Cli::parse();
    std::process::exit(kpipe::run(cli));
}
