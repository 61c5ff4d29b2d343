import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Submissions_Weekrange1Inputs */

const en_submissions_weekrange1 = /** @type {(inputs: Submissions_Weekrange1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} – ${i?.to}`)
};

const fil_submissions_weekrange1 = /** @type {(inputs: Submissions_Weekrange1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} – ${i?.to}`)
};

/**
* | output |
* | --- |
* | "{from} – {to}" |
*
* @param {Submissions_Weekrange1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_weekrange1 = /** @type {((inputs: Submissions_Weekrange1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Weekrange1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_weekrange1(inputs)
	return en_submissions_weekrange1(inputs)
});
export { submissions_weekrange1 as "submissions.weekRange" }