import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Nodayswithroom3Inputs */

const en_submissions_nodayswithroom3 = /** @type {(inputs: Submissions_Nodayswithroom3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every pickup day in the next 30 days is full. Please try again tomorrow.`)
};

const fil_submissions_nodayswithroom3 = /** @type {(inputs: Submissions_Nodayswithroom3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puno na ang lahat ng araw ng pickup sa susunod na 30 araw. Pakisubukan ulit bukas.`)
};

/**
* | output |
* | --- |
* | "Every pickup day in the next 30 days is full. Please try again tomorrow." |
*
* @param {Submissions_Nodayswithroom3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_nodayswithroom3 = /** @type {((inputs?: Submissions_Nodayswithroom3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Nodayswithroom3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_nodayswithroom3(inputs)
	return en_submissions_nodayswithroom3(inputs)
});
export { submissions_nodayswithroom3 as "submissions.noDaysWithRoom" }