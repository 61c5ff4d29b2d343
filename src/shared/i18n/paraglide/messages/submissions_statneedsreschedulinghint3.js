import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Statneedsreschedulinghint3Inputs */

const en_submissions_statneedsreschedulinghint3 = /** @type {(inputs: Submissions_Statneedsreschedulinghint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Households not yet answered after a suspended day`)
};

const fil_submissions_statneedsreschedulinghint3 = /** @type {(inputs: Submissions_Statneedsreschedulinghint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga household na hindi pa sumasagot pagkatapos ng suspendidong araw`)
};

/**
* | output |
* | --- |
* | "Households not yet answered after a suspended day" |
*
* @param {Submissions_Statneedsreschedulinghint3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_statneedsreschedulinghint3 = /** @type {((inputs?: Submissions_Statneedsreschedulinghint3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statneedsreschedulinghint3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_statneedsreschedulinghint3(inputs)
	return en_submissions_statneedsreschedulinghint3(inputs)
});
export { submissions_statneedsreschedulinghint3 as "submissions.statNeedsReschedulingHint" }