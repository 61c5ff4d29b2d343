import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Cancelandsend2Inputs */

const en_submissions_cancelandsend2 = /** @type {(inputs: Submissions_Cancelandsend2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel and send SMS`)
};

const fil_submissions_cancelandsend2 = /** @type {(inputs: Submissions_Cancelandsend2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kanselahin at mag-send ng SMS`)
};

/**
* | output |
* | --- |
* | "Cancel and send SMS" |
*
* @param {Submissions_Cancelandsend2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_cancelandsend2 = /** @type {((inputs?: Submissions_Cancelandsend2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Cancelandsend2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_cancelandsend2(inputs)
	return en_submissions_cancelandsend2(inputs)
});
export { submissions_cancelandsend2 as "submissions.cancelAndSend" }