import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Norequestsyetlong3Inputs */

const en_submissions_norequestsyetlong3 = /** @type {(inputs: Submissions_Norequestsyetlong3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No requests yet. They appear here as soon as someone submits photos — share the link to the upload page, or run`)
};

const fil_submissions_norequestsyetlong3 = /** @type {(inputs: Submissions_Norequestsyetlong3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala pang request. Lalabas sila rito kapag may nag-submit na ng litrato — i-share ang link ng upload page, o patakbuhin ang`)
};

/**
* | output |
* | --- |
* | "No requests yet. They appear here as soon as someone submits photos — share the link to the upload page, or run" |
*
* @param {Submissions_Norequestsyetlong3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_norequestsyetlong3 = /** @type {((inputs?: Submissions_Norequestsyetlong3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Norequestsyetlong3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_norequestsyetlong3(inputs)
	return en_submissions_norequestsyetlong3(inputs)
});
export { submissions_norequestsyetlong3 as "submissions.noRequestsYetLong" }