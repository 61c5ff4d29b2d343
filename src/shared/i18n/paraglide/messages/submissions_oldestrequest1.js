import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Oldestrequest1Inputs */

const en_submissions_oldestrequest1 = /** @type {(inputs: Submissions_Oldestrequest1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is the oldest request`)
};

const fil_submissions_oldestrequest1 = /** @type {(inputs: Submissions_Oldestrequest1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ito ang pinakalumang request`)
};

/**
* | output |
* | --- |
* | "This is the oldest request" |
*
* @param {Submissions_Oldestrequest1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_oldestrequest1 = /** @type {((inputs?: Submissions_Oldestrequest1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Oldestrequest1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_oldestrequest1(inputs)
	return en_submissions_oldestrequest1(inputs)
});
export { submissions_oldestrequest1 as "submissions.oldestRequest" }