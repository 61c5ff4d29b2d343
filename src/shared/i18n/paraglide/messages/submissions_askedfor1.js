import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, name: NonNullable<unknown> }} Submissions_Askedfor1Inputs */

const en_submissions_askedfor1 = /** @type {(inputs: Submissions_Askedfor1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} asked for ${i?.date}.`)
};

const fil_submissions_askedfor1 = /** @type {(inputs: Submissions_Askedfor1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hiniling ni ${i?.name} ang ${i?.date}.`)
};

/**
* | output |
* | --- |
* | "{name} asked for {date}." |
*
* @param {Submissions_Askedfor1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_askedfor1 = /** @type {((inputs: Submissions_Askedfor1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Askedfor1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_askedfor1(inputs)
	return en_submissions_askedfor1(inputs)
});
export { submissions_askedfor1 as "submissions.askedFor" }