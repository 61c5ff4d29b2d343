import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown>, window: NonNullable<unknown> }} Submissions_Windowadded1Inputs */

const en_submissions_windowadded1 = /** @type {(inputs: Submissions_Windowadded1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} ${i?.window} is offered from now on.`)
};

/**
* | output |
* | --- |
* | "{day} {window} is offered from now on." |
*
* @param {Submissions_Windowadded1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_windowadded1 = /** @type {((inputs: Submissions_Windowadded1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Windowadded1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_windowadded1(inputs)
});
export { submissions_windowadded1 as "submissions.windowAdded" }