import * as pulumi from "@pulumi/pulumi";
import * as outputs from "./types/output";
/**
 * Asks the help assistant one question (GET /help/search), as the dashboard's chat would answer it for the account behind the key. Questions are sent one at a time, as the API answers them.
 */
export declare function askAssistant(args: AskAssistantArgs, opts?: pulumi.InvokeOptions): Promise<AskAssistantResult>;
export interface AskAssistantArgs {
    /**
     * Answer language and site, e.g. "en" or "de-AT"; omitted: the question's language, default site.
     */
    locale?: string;
    /**
     * Longest time, in seconds, spent waiting for the assistant: Retry-After of a 429 and the backoff after a 503, summed over the attempts (default 120). A wait that would pass it fails at once instead.
     */
    maxWaitSeconds?: number;
    /**
     * The question, as a person would type it into the dashboard's chat.
     */
    question: string;
}
export interface AskAssistantResult {
    /**
     * Parts of the account the answer shows, and those the credential may not see.
     */
    readonly accountData: outputs.AssistantAccountData;
    /**
     * The knowledge base articles the answer is built from.
     */
    readonly articles: outputs.AssistantArticle[];
    /**
     * The dashboard site the links point to.
     */
    readonly dashboardUrl: string;
    /**
     * Language of the answer, e.g. "en".
     */
    readonly language: string;
    /**
     * Every link of the answer, absolute, once each, in order of appearance.
     */
    readonly links: string[];
    /**
     * The answer in Markdown; its relative /my/ links are resolved against `dashboardUrl`.
     */
    readonly markdown: string;
}
/**
 * Asks the help assistant one question (GET /help/search), as the dashboard's chat would answer it for the account behind the key. Questions are sent one at a time, as the API answers them.
 */
export declare function askAssistantOutput(args: AskAssistantOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<AskAssistantResult>;
export interface AskAssistantOutputArgs {
    /**
     * Answer language and site, e.g. "en" or "de-AT"; omitted: the question's language, default site.
     */
    locale?: pulumi.Input<string | undefined>;
    /**
     * Longest time, in seconds, spent waiting for the assistant: Retry-After of a 429 and the backoff after a 503, summed over the attempts (default 120). A wait that would pass it fails at once instead.
     */
    maxWaitSeconds?: pulumi.Input<number | undefined>;
    /**
     * The question, as a person would type it into the dashboard's chat.
     */
    question: pulumi.Input<string>;
}
