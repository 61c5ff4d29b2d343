import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Savedaylimit2Inputs */

const en_submissions_savedaylimit2 = /** @type {(inputs: Submissions_Savedaylimit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close or limit the day`)
};

const fil_submissions_savedaylimit2 = /** @type {(inputs: Submissions_Savedaylimit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isara o limitahan ang araw`)
};

/**
* | output |
* | --- |
* | "Close or limit the day" |
*
* @param {Submissions_Savedaylimit2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_savedaylimit2 = /** @type {((inputs?: Submissions_Savedaylimit2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Savedaylimit2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_savedaylimit2(inputs)
	return en_submissions_savedaylimit2(inputs)
});
export { submissions_savedaylimit2 as "submissions.saveDayLimit" }