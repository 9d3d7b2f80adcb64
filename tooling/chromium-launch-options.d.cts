declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
export = chromiumLaunchOptions;
