import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ capacity: NonNullable<unknown>, day: NonNullable<unknown>, window: NonNullable<unknown> }} Submissions_Windowsaved1Inputs */

const en_submissions_windowsaved1 = /** @type {(inputs: Submissions_Windowsaved1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} ${i?.window}: ${i?.capacity} pickups per city.`)
};

const fil_submissions_windowsaved1 = /** @type {(inputs: Submissions_Windowsaved1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} ${i?.window}: ${i?.capacity} pickup kada lungsod.`)
};

/**
* | output |
* | --- |
* | "{day} {window}: {capacity} pickups per city." |
*
* @param {Submissions_Windowsaved1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_windowsaved1 = /** @type {((inputs: Submissions_Windowsaved1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Windowsaved1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_windowsaved1(inputs)
	return en_submissions_windowsaved1(inputs)
});
export { submissions_windowsaved1 as "submissions.windowSaved" }